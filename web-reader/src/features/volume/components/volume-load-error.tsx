import { Alert, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DonateButton } from '../../../components/donate-button';
import { BackButton } from '../../../components/back-button';
import { LoadErrorAlert, RetryButton } from '../../../components/load-error-alert';

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
  const back = <BackButton to={from}>{t('back')}</BackButton>;
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
    <LoadErrorAlert title={t('volumeLoadError')} testId="volume-load-error" onRetry={onRetry}>
      <Group gap="sm">
        <RetryButton onRetry={onRetry} />
        {back}
      </Group>
    </LoadErrorAlert>
  );
}
