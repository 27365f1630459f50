import { Skeleton, Stack, Title, UnstyledButton } from '@mantine/core';
import type { Language } from '@camino/schemas/languages';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaylistItem } from '@camino/schemas/api/volumes';
import { WatchedToggle } from './watched-toggle';
import { VideoThumb } from './video-thumb';
import classes from './video-list.module.css';

interface VideoListProps {
  items: PlaylistItem[] | undefined;
  /** The `lang` of the titles (the playlist's language, when not the UI's). */
  titleLang: Language | undefined;
  selected: number | null;
  highlighted: number | null;
  onSelect: (position: number) => void;
  onToggleWatched: (item: PlaylistItem) => void;
  isPending: (videoId: string) => boolean;
  listRef: RefObject<HTMLUListElement | null>;
  /** In the phone's sheet: the sheet scrolls and titles it, so the list neither. */
  inSheet?: boolean;
}

/**
 * The volume's videos beside (desktop) or below (mobile) the player: thumbnail, title, channel,
 * position and the watched toggle. At most 70vh high; it scrolls on its own.
 */
export function VideoList({
  items,
  titleLang,
  selected,
  highlighted,
  onSelect,
  onToggleWatched,
  isPending,
  listRef,
  inSheet = false,
}: VideoListProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={inSheet ? undefined : 'video-list-title'}>
      {!inSheet && (
        <Title order={2} size="h4" id="video-list-title" mb="xs">
          {t('videoListTitle')}
        </Title>
      )}
      {items ? (
        <ul
          ref={listRef}
          className={classes.list}
          data-in-sheet={inSheet || undefined}
          data-testid="video-list"
        >
          {items.map((item, position) => (
            <li
              key={`${item.position}-${item.videoId}`}
              className={classes.item}
              data-position={position}
              data-selected={position === selected || undefined}
              data-highlighted={position === highlighted || undefined}
              data-testid={`video-item-${item.position}`}
            >
              <UnstyledButton
                className={classes.select}
                onClick={() => onSelect(position)}
                aria-current={position === selected ? 'true' : undefined}
              >
                {item.thumbnail ? (
                  <VideoThumb className={classes.thumb} src={item.thumbnail} width={96} height={54} />
                ) : (
                  <span className={classes.thumb} aria-hidden="true" />
                )}
                <span className={classes.text}>
                  <span className={classes.position}>#{item.position}</span>
                  <span className={classes.title} lang={titleLang}>
                    {item.title}
                  </span>
                  {item.channelTitle && <span className={classes.channel}>{item.channelTitle}</span>}
                </span>
              </UnstyledButton>
              <WatchedToggle item={item} pending={isPending(item.videoId)} onToggle={onToggleWatched} />
            </li>
          ))}
        </ul>
      ) : (
        <Stack gap="xs" aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={62} />
          ))}
        </Stack>
      )}
    </section>
  );
}
