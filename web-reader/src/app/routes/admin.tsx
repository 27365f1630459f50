import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../hooks/use-page-title';
import { useSession } from '../../hooks/use-session';

/**
 * /admin (lazy: visitors never download it). Anyone but a signed-in admin sees "Redirecting..."
 * and goes to /login (SPEC.md §6). The panel itself is a later issue: for now admins get a notice.
 */
export default function AdminRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isAdmin } = useSession();
  usePageTitle(t('pageTitleAdmin'));

  useEffect(() => {
    if (!isAdmin) void navigate('/login', { replace: true });
  }, [isAdmin, navigate]);

  if (!isAdmin) {
    return (
      <Text ta="center" py="xl" role="status">
        {t('redirecting')}
      </Text>
    );
  }
  return (
    <Paper withBorder p="xl" maw={640} mx="auto">
      <Stack gap="md">
        <Title order={1}>{t('adminPanelTitle')}</Title>
        <Alert color="indigo" variant="light">
          {t('adminPanelComingSoon')}
        </Alert>
        <Button component={Link} to="/" variant="default">
          {t('backToHome')}
        </Button>
      </Stack>
    </Paper>
  );
}
