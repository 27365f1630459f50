import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../components/load-state';
import { useAboutItem } from './api/about';
import { AboutEditor } from './components/about-editor';
import { TabHeader } from '../components/tab-header';

/**
 * The About tab (SPEC.md §2): the current About page is loaded first with its base, then it can
 * be replaced from a .md file or edited, previewed and saved from that base.
 */
export default function AboutTab() {
  const { t } = useTranslation();
  const about = useAboutItem();

  return (
    <Stack gap="md">
      <TabHeader title={t('adminAboutTitle')} lead={t('adminAboutLead')} />
      <LoadState
        result={about}
        errorKey="errorLoadingAbout"
        errorHelp={t('adminAboutLoadErrorHelp')}
        errorTestId="about-load-error"
        skeleton={[36, 260]}
      >
        {(current) => <AboutEditor initial={current} />}
      </LoadState>
    </Stack>
  );
}
