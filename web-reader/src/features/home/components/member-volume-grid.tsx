import { SimpleGrid, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { VolumeProgress, VolumeSummary } from '@camino/schemas/api/volumes';
import { volumeTitleText } from '../utils/display-titles';
import { ProgressLine } from './progress-line';
import { VolumeCard, volumeCardKind } from './volume-card';
import classes from './member-home.module.css';

/**
 * A member's volumes: those with chapters first, each with its cover (the first chapter's
 * thumbnail), title and progress; then those only on YouTube; then the "Coming soon" ones, as a
 * compact row of numbers, so the volumes one can read are not lost among the empty ones.
 */
export function MemberVolumeGrid({
  volumes,
  progress,
}: {
  volumes: VolumeSummary[];
  progress: VolumeProgress[];
}) {
  const { t } = useTranslation();
  const progressOf = new Map(progress.map((entry) => [entry.volume_number, entry]));
  const readable = volumes.filter((v) => volumeCardKind(v) === 'playlist');
  const youtube = volumes.filter((v) => volumeCardKind(v) === 'youtube');
  const soon = volumes.filter((v) => volumeCardKind(v) === 'unavailable');

  return (
    <section aria-labelledby="volumes-title" data-testid="member-volumes">
      <Title order={2} size="h3" id="volumes-title" mb="sm">
        {t('volumesTitle')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" component="ul" className="plain-list">
        {readable.map((volume) => (
          <li key={volume.volume_number}>
            <CoverCard volume={volume.volume_number} progress={progressOf.get(volume.volume_number)} />
          </li>
        ))}
      </SimpleGrid>
      {youtube.length > 0 && (
        <SimpleGrid
          cols={{ base: 3, sm: 4, md: 6 }}
          spacing="sm"
          mt="sm"
          component="ul"
          className="plain-list"
        >
          {youtube.map((volume) => (
            <li key={volume.volume_number}>
              <VolumeCard volume={volume} isAuthenticated />
            </li>
          ))}
        </SimpleGrid>
      )}
      {soon.length > 0 && (
        <>
          <Title order={3} size="h5" mt="md" mb="xs" id="volumes-soon-title">
            {t('volumeComingSoon')}
          </Title>
          <ul className={`plain-list ${classes.soonList}`} aria-labelledby="volumes-soon-title">
            {soon.map(({ volume_number: n }) => (
              <li key={n} className={classes.soon} data-testid={`volume-${n}`} data-kind="unavailable">
                <VisuallyHidden>{t('volumeLabel', { volume: n })}</VisuallyHidden>
                <span aria-hidden="true">{n}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function CoverCard({ volume, progress }: { volume: number; progress?: VolumeProgress }) {
  const { t } = useTranslation();
  const title = progress?.title ? volumeTitleText(progress.title) : '';
  return (
    <UnstyledButton
      component={Link}
      to={`/volume/${volume}`}
      className={classes.cover}
      data-kind="playlist"
      data-testid={`volume-${volume}`}
    >
      {progress?.cover ? (
        <img src={progress.cover} alt="" className={classes.coverImage} loading="lazy" />
      ) : (
        <span className={classes.coverImage} aria-hidden="true" />
      )}
      <span className={classes.coverText}>
        <Text component="span" size="xs" fw={700} className={classes.eyebrow}>
          {t('volumeLabel', { volume })}
        </Text>
        {title && (
          <Text component="span" fw={600} size="sm" className={classes.coverTitle}>
            {title}
          </Text>
        )}
        {progress && progress.total > 0 && (
          <ProgressLine
            watched={progress.watched}
            total={progress.total}
            testId={`volume-progress-${volume}`}
            className={classes.progressWidth}
          />
        )}
      </span>
    </UnstyledButton>
  );
}
