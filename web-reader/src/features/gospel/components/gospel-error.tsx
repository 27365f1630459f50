import { Alert } from '@mantine/core';
import { LoadErrorAlert, RetryButton } from '../../../components/load-error-alert';
import { useTranslation } from 'react-i18next';
import { statusOf } from '../../../lib/api-errors';

/** 404: that day has no Gospel yet (the arrows still work); anything else: try again later. */
export function GospelError({ error, date, onRetry }: { error: unknown; date: string; onRetry: () => void }) {
  const { t } = useTranslation();
  if (statusOf(error) === 404) {
    return (
      <Alert color="yellow" variant="light" role="alert" data-testid="gospel-not-available">
        {t('gospelNotAvailable', { date })}
      </Alert>
    );
  }
  return (
    <LoadErrorAlert title={t('tryAgainLater')} testId="gospel-error" onRetry={onRetry}>
      {t('gospelLoadError')}
      <div>
        <RetryButton onRetry={onRetry} mt="sm" />
      </div>
    </LoadErrorAlert>
  );
}
