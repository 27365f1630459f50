import { Alert, Button } from '@mantine/core';
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
    <Alert color="red" variant="light" role="alert" title={t('tryAgainLater')} data-testid="gospel-error">
      {t('gospelLoadError')}
      <div>
        <Button size="xs" variant="default" mt="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    </Alert>
  );
}
