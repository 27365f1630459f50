import { useTranslation } from 'react-i18next';
import classes from './progress-line.module.css';

/** "2/5 watched" over a thin bar: a volume's progress on the home cards. */
export function ProgressLine({
  watched,
  total,
  testId,
  className,
}: {
  watched: number;
  total: number;
  testId?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span className={className ? `${classes.progress} ${className}` : classes.progress} data-testid={testId}>
      <span className={classes.progressText}>{t('volumeProgress', { watched, total })}</span>
      <span className={classes.progressBar} aria-hidden="true">
        <span style={{ width: `${Math.min(100, (100 * watched) / total)}%` }} />
      </span>
    </span>
  );
}
