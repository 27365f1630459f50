import { Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ContinueReading, VolumeProgress } from '@camino/schemas/api/volumes';
import { chapterTitleText } from '../utils/display-titles';
import { ProgressLine } from './progress-line';
import classes from './member-home.module.css';

/**
 * "Continue reading": the chapter the member opened last, across volumes, with its thumbnail and
 * the volume's watched/total; one tap opens the volume page at that chapter.
 */
export function ContinueCard({
  reading,
  progress,
}: {
  reading: ContinueReading;
  progress?: Pick<VolumeProgress, 'watched' | 'total'>;
}) {
  const { t } = useTranslation();
  const { volume_number: volume, chapter } = reading;
  return (
    <UnstyledButton
      component={Link}
      to={`/volume/${volume}?chapter=${chapter}`}
      className={classes.continue}
      data-testid="continue-card"
    >
      {reading.thumbnail ? (
        <img src={reading.thumbnail} alt="" className={classes.continueThumb} />
      ) : (
        <span className={classes.continueThumb} aria-hidden="true" />
      )}
      <span className={classes.continueText}>
        <Text component="span" className={classes.eyebrow}>
          {t('continueReading')}
        </Text>
        <Text component="span" fw={700} className={classes.continueTitle} data-testid="continue-title">
          {t('continueChapter', { volume, chapter, title: chapterTitleText(reading.title) })}
        </Text>
        {progress && progress.total > 0 && (
          <ProgressLine watched={progress.watched} total={progress.total} className={classes.progressWidth} />
        )}
      </span>
    </UnstyledButton>
  );
}
