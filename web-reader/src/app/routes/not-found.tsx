import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../hooks/use-page-title';

/** Any path the reader does not know. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitleNotFound'));
  return (
    <Stack align="center" gap="sm" py="xl">
      <Title order={1}>{t('pageTitleNotFound')}</Title>
      <Text c="dimmed">{t('notFoundText')}</Text>
      <Button component={Link} to="/">
        {t('backToHome')}
      </Button>
    </Stack>
  );
}
