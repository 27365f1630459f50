import { useTranslation } from 'react-i18next';
import { LoadErrorAlert, RetryButton } from '../../../components/load-error-alert';

/** The day could not be loaded (the arrows still work): try again. */
export function TodayError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <LoadErrorAlert title={t('tryAgainLater')} testId="today-error" onRetry={onRetry}>
      {t('todayLoadError')}
      <div>
        <RetryButton onRetry={onRetry} mt="sm" />
      </div>
    </LoadErrorAlert>
  );
}
