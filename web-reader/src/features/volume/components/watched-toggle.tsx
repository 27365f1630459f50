import { ActionIcon, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon, CircleIcon } from '../../../components/icons';
import type { PlaylistItem } from '@camino/schemas/api/volumes';
import classes from './video-list.module.css';

/**
 * A video's watched mark: pressed when watched, busy while the server answers, and unavailable
 * for a video without an id (SPEC.md §4).
 */
export function WatchedToggle({
  item,
  pending,
  onToggle,
}: {
  item: PlaylistItem;
  pending: boolean;
  onToggle: (item: PlaylistItem) => void;
}) {
  const { t } = useTranslation();
  const watched = item.is_watched;
  return (
    <ActionIcon
      className={classes.toggle}
      size="lg"
      variant={watched ? 'filled' : 'default'}
      color={watched ? 'teal.9' : undefined}
      aria-label={t('watchedToggle', { title: item.title })}
      aria-pressed={watched}
      disabled={!item.videoId || pending}
      loading={pending}
      loaderProps={{ size: 'xs' }}
      onClick={() => onToggle(item)}
      data-testid={`watched-toggle-${item.position}`}
    >
      {watched ? <CheckCircleIcon size={20} /> : <CircleIcon size={20} />}
    </ActionIcon>
  );
}

/**
 * The open chapter's watched mark, in words, where its text ends: on a phone the list with the
 * round toggles is a sheet behind a button, and the end of the text is where a reader decides.
 */
export function ChapterWatchedButton({
  item,
  pending,
  onToggle,
}: {
  item: PlaylistItem;
  pending: boolean;
  onToggle: (item: PlaylistItem) => void;
}) {
  const { t } = useTranslation();
  const watched = item.is_watched;
  if (!item.videoId) return null;
  return (
    <Button
      variant={watched ? 'filled' : 'default'}
      color={watched ? 'teal.9' : undefined}
      leftSection={watched ? <CheckCircleIcon size={18} /> : <CircleIcon size={18} />}
      aria-pressed={watched}
      loading={pending}
      onClick={() => onToggle(item)}
      data-testid="chapter-watched-button"
    >
      {watched ? t('chapterWatched') : t('markChapterWatched')}
    </Button>
  );
}
