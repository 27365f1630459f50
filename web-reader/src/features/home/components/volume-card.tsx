import { Badge, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ExternalIcon } from '../../../components/icons';
import type { VolumeProgress, VolumeSummary } from '@camino/schemas/api/volumes';
import { ProgressLine } from './progress-line';
import classes from './volume-card.module.css';

/** How a card behaves (SPEC.md §2, §4). */
export type VolumeCardKind = 'playlist' | 'youtube' | 'unavailable';

export function volumeCardKind(volume: VolumeSummary): VolumeCardKind {
  if (volume.has_playlist_data) return 'playlist';
  if (volume.is_available && volume.youtube_url) return 'youtube';
  return 'unavailable';
}

/**
 * A volume card: with playlist data it opens the volume page (or the login first); with only a
 * YouTube link it opens that in a new tab; unavailable, it is not a control at all. With a
 * member's progress it also shows watched/total and a thin bar.
 */
export function VolumeCard({
  volume,
  isAuthenticated,
  progress,
}: {
  volume: VolumeSummary;
  isAuthenticated: boolean;
  progress?: Pick<VolumeProgress, 'watched' | 'total'>;
}) {
  const { t } = useTranslation();
  const kind = volumeCardKind(volume);
  const n = volume.volume_number;
  const body = (
    <>
      <Text className={classes.number} aria-hidden="true">
        {n}
      </Text>
      <Text fw={600} size="sm">
        {t('volumeLabel', { volume: n })}
      </Text>
      <Badge
        size="sm"
        tt="none"
        maw="100%"
        classNames={{ root: classes.badge, label: classes.badgeLabel }}
        variant="light"
        color={kind === 'playlist' ? 'teal' : kind === 'youtube' ? 'red' : 'gray'}
        rightSection={kind === 'youtube' ? <ExternalIcon size={12} /> : undefined}
      >
        {t(kind === 'playlist' ? 'volumeReady' : kind === 'youtube' ? 'volumeOnYoutube' : 'volumeComingSoon')}
      </Badge>
      {kind === 'playlist' && progress && progress.total > 0 && (
        <ProgressLine watched={progress.watched} total={progress.total} testId={`volume-progress-${n}`} />
      )}
    </>
  );

  if (kind === 'playlist') {
    const to = isAuthenticated
      ? `/volume/${n}`
      : `/user-login?redirect=${encodeURIComponent(`/volume/${n}`)}`;
    return (
      <UnstyledButton
        component={Link}
        to={to}
        className={classes.card}
        data-kind={kind}
        data-testid={`volume-${n}`}
      >
        {body}
      </UnstyledButton>
    );
  }
  if (kind === 'youtube') {
    return (
      <UnstyledButton
        component="a"
        href={volume.youtube_url ?? undefined}
        target="_blank"
        rel="noopener noreferrer"
        className={classes.card}
        data-kind={kind}
        data-testid={`volume-${n}`}
        aria-label={`${t('volumeLabel', { volume: n })}: ${t('volumeWatchOnYoutube')} (${t('opensInNewTab')})`}
      >
        {body}
      </UnstyledButton>
    );
  }
  return (
    <div className={classes.card} data-kind={kind} data-testid={`volume-${n}`} aria-disabled="true">
      {body}
    </div>
  );
}
