import { Alert, Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../hooks/use-online';

/**
 * What a route error boundary shows: a message, a reload and the way home. Offline, the likely
 * cause is a page whose code or content this device never kept, and that is what it says.
 */
export function RouteError() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <Container size="sm" py="xl">
      <Alert
        color={online ? 'red' : 'gray'}
        variant="light"
        title={online ? t('unexpectedError') : t('offlinePageMissing')}
        role="alert"
      >
        {online ? t('unexpectedErrorHelp') : t('offlineHint')}
        <Group mt="sm" gap="xs">
          <Button size="xs" onClick={() => window.location.reload()}>
            {t('reloadPage')}
          </Button>
          <Button size="xs" variant="default" component="a" href="/">
            {t('backToHome')}
          </Button>
        </Group>
      </Alert>
    </Container>
  );
}
