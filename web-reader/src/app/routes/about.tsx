import { Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AboutContent } from '../../features/about/components/about-content';
import { usePageTitle } from '../../hooks/use-page-title';

/** /about (lazy: its own chunk): the public About page. */
export default function AboutRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitleAbout'));
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={820} mx="auto">
      <Title order={1} mb="md">
        {t('aboutTitle')}
      </Title>
      <AboutContent headingOffset={1} />
    </Paper>
  );
}
