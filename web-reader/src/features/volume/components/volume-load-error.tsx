import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DonateButton } from '../../../components/donate-button';
import { Link } from 'react-router-dom';
import { ChevronLeftIcon } from '../../../components/icons';

/**
 * The playlist could not be shown (SPEC.md §8): 404 noDetailedContent with a donate prompt and a
 * back button; 401 loginRequired (the api client is already on its way to the login page);
 * anything else volumeLoadError with a retry.
 */
export function VolumeLoadError({
  status,
  from,
  onRetry,
}: {
  status: number;
  from: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const back = (
    <Button component={Link} to={from} variant="default" leftSection={<ChevronLeftIcon size={16} />}>
      {t('back')}
    </Button>
  );
  if (status === 404) {
    return (
      <Alert color="indigo" variant="light" title={t('noDetailedContent')} data-testid="volume-no-content">
        <Text size="sm" mb="sm">
          {t('noDetailedContentHelp')}
        </Text>
        <Group gap="sm">
          <DonateButton />
          {back}
        </Group>
      </Alert>
    );
  }
  if (status === 401) {
    return (
      <Alert color="orange" variant="light" role="alert" data-testid="volume-login-required">
        {t('loginRequired')}
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={t('volumeLoadError')}
      data-testid="volume-load-error"
    >
      <Group gap="sm">
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('retry')}
        </Button>
        {back}
      </Group>
    </Alert>
  );
}
