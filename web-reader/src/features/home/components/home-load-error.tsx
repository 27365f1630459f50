import { Alert } from '@mantine/core';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useTranslation } from 'react-i18next';
import { statusOf } from '../../../lib/api-errors';

/** The home page's error state: 401 is the expired session (the redirect follows), else a retry. */
export function HomeLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (statusOf(error) === 401) {
    return (
      <Alert color="orange" variant="light" role="alert">
        {t('sessionExpired')}
      </Alert>
    );
  }
  return <LoadErrorAlert title={t('errorLoading')} onRetry={onRetry} />;
}
