import { Alert, Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a route error boundary shows: a message, a reload and the way home. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Alert color="red" variant="light" title={t('unexpectedError')} role="alert">
        {t('unexpectedErrorHelp')}
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
