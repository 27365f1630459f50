import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../components/load-state';
import { useCurrentAbout } from './api/about';
import { AboutEditor } from './components/about-editor';

/**
 * The About tab (SPEC.md §2): the current About page is loaded first, then it can be replaced
 * from a .md file or edited, previewed and saved.
 */
export default function AboutTab() {
  const { t } = useTranslation();
  const about = useCurrentAbout();

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{t('adminAboutTitle')}</Title>
        <Text size="sm" c="dimmed">
          {t('adminAboutLead')}
        </Text>
      </div>
      <LoadState
        result={about}
        errorKey="errorLoadingAbout"
        errorHelp={t('adminAboutLoadErrorHelp')}
        errorTestId="about-load-error"
        skeleton={[36, 260]}
      >
        {(current) => <AboutEditor initial={current.content} />}
      </LoadState>
    </Stack>
  );
}
