import { useTranslation } from 'react-i18next';
import classes from './member-home.module.css';

/** "2/5 watched" over a thin bar, as the member cards show a volume's progress. */
export function ProgressLine({
  watched,
  total,
  testId,
}: {
  watched: number;
  total: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <span className={classes.progress} data-testid={testId}>
      <span className={classes.progressText}>{t('volumeProgress', { watched, total })}</span>
      <span className={classes.progressBar} aria-hidden="true">
        <span style={{ width: `${Math.min(100, (100 * watched) / total)}%` }} />
      </span>
    </span>
  );
}
