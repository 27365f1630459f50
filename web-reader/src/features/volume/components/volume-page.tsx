import { Group, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { usePageTitle } from '../../../hooks/use-page-title';
import { statusOf } from '../../../lib/api-errors';
import { getSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { safeInternalPath } from '../../../lib/safe-path';
import type { PlaylistItem, PlaylistResponse } from '@camino/schemas/api/volumes';
import { playlistKey, usePlaylist } from '../api/get-playlist';
import { useTextLang, useUiLanguage } from '../../../hooks/use-content';
import { useChapterSelection } from '../hooks/use-chapter-selection';
import { NoteGuardContext, useNoteGuard } from '../hooks/use-note-guard';
import { useReadingSettings } from '../hooks/use-reading-settings';
import { useRememberChapter } from '../hooks/use-remember-chapter';
import { useUnsentMarks } from '../hooks/use-unsent-marks';
import { keepSentWritesInCache } from '../outbox/sent-writes-cache';
import { useWatchToggle } from '../hooks/use-watch-toggle';
import { chapterKeyOf, chapterOfTitle } from '../utils/chapter-title';
import { withChapter } from '../utils/chapter-url';
import { READING_FONT_SIZE } from '../utils/reading-settings';
import { ChapterContent } from './chapter-content';
import { ChapterListDrawer } from './chapter-list-drawer';
import { ChapterNav } from './chapter-nav';
import { NextChapterCard } from './next-chapter-card';
import { ReadingSettingsMenu } from './reading-settings-menu';
import { VideoList } from './video-list';
import { VideoPlayer } from './video-player';
import { VolumeHeader } from './volume-header';
import { KeepOffline } from './keep-offline';
import { VolumeLoadError } from './volume-load-error';
import { VolumeSearch } from './volume-search';
import { ChapterWatchedButton } from './watched-toggle';
import readingClasses from './reading.module.css';
import classes from './volume-page.module.css';

/** How long the toast saying a note followed its moved chapter stays. */
export const MOVED_TOAST_MS = 6000;

/** Below this width (48em, 768 px) the chapter list moves into a sheet, after the text. */
const PHONE_QUERY = '(max-width: 47.99em)';

/** The address of a chapter of this volume, the back target kept. */
function nextHref(volume: number, next: PlaylistItem | undefined, search: string): string {
  const index = next ? chapterOfTitle(next.title)?.index : undefined;
  return `/volume/${volume}${index === undefined ? search : withChapter(search, index)}`;
}

/**
 * Another chapter opens at its top, at once, as a new page would. A smooth scroll ran while the new
 * chapter replaced the old one, and the browser's scroll anchoring shifted the animation, so it
 * could stop short of the top (38 px down in CI).
 */
const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'instant' });

/**
 * /volume/{n} (SPEC.md §2, §4): loading, then the playlist or its error. `volume` is null for a
 * number that is no volume (nothing is fetched: it has no content). `from` is the back target.
 */
export function VolumePage({ volume }: { volume: number | null }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const from = safeInternalPath(params.get('from'), '/');
  const playlist = usePlaylist(volume);
  const shown = useUnsentMarks(playlist.data);
  useEffect(keepSentWritesInCache, []);
  usePageTitle(playlist.data?.playlistTitle ?? t('volumeLabel', { volume: volume ?? '' }));

  // A playlist without videos has no detailed content either.
  const empty = playlist.data?.items.length === 0;
  if (volume === null || playlist.error || empty) {
    return (
      <VolumeLoadError
        status={volume === null || empty ? 404 : statusOf(playlist.error)}
        from={from}
        onRetry={() => void playlist.mutate()}
      />
    );
  }
  return <VolumeView volume={volume} playlist={shown} from={from} />;
}

/**
 * The video at `position`; but a chapter withdrawn while it was open (seen when the playlist is
 * fetched again, as a language switch does) stays on the page until the member moves: its text
 * and the note being typed in it can still be read and copied (the note editor says it cannot be
 * saved), instead of another chapter taking its place under the member's hands.
 */
function useWithdrawnChapterKept(position: number | null, items: PlaylistItem[] | undefined) {
  const listed = position === null ? undefined : items?.[position];
  const last = useRef<{ position: number | null; item: PlaylistItem | undefined }>({
    position: null,
    item: undefined,
  });
  const lastKey = chapterKeyOf(last.current.item);
  const withdrawn =
    last.current.position === position &&
    lastKey !== null &&
    items !== undefined &&
    !items.some((video) => chapterKeyOf(video) === lastKey);
  const item = withdrawn ? last.current.item : listed;
  // Written while rendering, and the same on a repeated render.
  last.current = { position, item };
  return item;
}

function VolumeView({
  volume,
  playlist,
  from,
}: {
  volume: number;
  playlist: PlaylistResponse | undefined;
  from: string;
}) {
  const { position, select, highlighted, searchError, search, listRef, followChapter } = useChapterSelection(
    volume,
    playlist,
  );
  const watch = useWatchToggle(volume);
  const items = playlist?.items;
  const item = useWithdrawnChapterKept(position, items);
  const ref = item ? chapterOfTitle(item.title) : null;
  const key = chapterKeyOf(item);
  const chapter = useMemo(() => (ref ? { ...ref, key } : null), [ref?.volume, ref?.index, key]);
  useRememberChapter(chapter, playlist?.last_chapter);

  const { t } = useTranslation();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const lang = useUiLanguage();
  // A member write found the playlist out of date: it is fetched again and the page follows its
  // chapter (by key, or at the index a note save found it); a moved note is said in a toast.
  const onChapterMoved = useCallback(
    (index: number | null) => {
      if (index !== null) {
        showToast({ message: t('noteChapterMoved', { index }), color: 'blue', duration: MOVED_TOAST_MS });
        followChapter(index);
      }
      void mutate(playlistKey(volume, lang));
    },
    [followChapter, mutate, volume, lang, t],
  );
  // The open note is saved before the chapter changes; a note the server refused holds the move
  // once (said in a toast: the note may be out of view), unless the session ended (sign-in next).
  const { guard, beforeChapterChange } = useNoteGuard();
  const whenNoteSaved = useCallback(
    (then: () => void) => {
      const settle = (ok: boolean) => {
        if (ok) then();
        else if (getSession()) showToast({ message: t('notesHeld'), color: 'red', duration: 5000 });
      };
      const ready = beforeChapterChange();
      if (typeof ready === 'boolean') settle(ready);
      else void ready.then(settle);
    },
    [beforeChapterChange, t],
  );
  const [listOpened, listSheet] = useDisclosure(false);
  const move = useCallback(
    (next: number) =>
      whenNoteSaved(() => {
        listSheet.close();
        select(next);
        scrollToTop();
      }),
    [select, whenNoteSaved, listSheet],
  );
  // The volume page is never pre-rendered: the width is known on the first render.
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [reading] = useReadingSettings();
  const titleLang = useTextLang(playlist);

  const list = (
    <VideoList
      items={items}
      titleLang={titleLang}
      selected={position}
      highlighted={highlighted}
      onSelect={move}
      onToggleWatched={(video) => void watch.toggle(video)}
      isPending={watch.isPending}
      listRef={listRef}
      inSheet={phone}
    />
  );
  return (
    <Stack gap="lg" data-testid="volume-page">
      <VolumeHeader playlist={playlist} from={from} />
      <KeepOffline volume={volume} />
      <VolumeSearch error={searchError} onSearch={(input) => whenNoteSaved(() => search(input))} />
      <div className={classes.layout} data-testid="volume-layout">
        <div className={classes.player}>
          <VideoPlayer item={item} />
        </div>
        <div className={classes.nav}>
          <ChapterNav
            volume={volume}
            item={item}
            titleLang={titleLang}
            chapter={chapter}
            position={position}
            total={items?.length ?? 0}
            onMove={move}
          />
        </div>
        <div className={classes.list} data-testid="volume-list-area">
          {phone ? null : list}
        </div>
        <div className={classes.content}>
          <Group justify={phone ? 'space-between' : 'flex-end'} gap="xs" mb="md" wrap="nowrap">
            {phone && (
              <ChapterListDrawer
                opened={listOpened}
                onOpen={listSheet.open}
                onClose={listSheet.close}
                counter={position === null ? '' : `${position + 1}/${items?.length ?? 0}`}
              >
                {list}
              </ChapterListDrawer>
            )}
            <ReadingSettingsMenu />
          </Group>
          <div
            className={readingClasses.reading}
            data-reading-theme={reading.theme}
            data-mantine-color-scheme={
              reading.theme === 'auto' ? undefined : reading.theme === 'dark' ? 'dark' : 'light'
            }
            style={{ '--reading-font-size': READING_FONT_SIZE[reading.size] } as CSSProperties}
            data-testid="reading-surface"
          >
            <NoteGuardContext.Provider value={guard}>
              {chapter && (
                <ChapterContent
                  key={chapter.key ?? `${chapter.volume}-${chapter.index}`}
                  chapter={chapter}
                  onMoved={onChapterMoved}
                />
              )}
            </NoteGuardContext.Provider>
            {position !== null && items && (
              <Stack gap="md" className={classes.next}>
                {item && (
                  <Group>
                    <ChapterWatchedButton
                      item={item}
                      pending={watch.isPending(item.videoId)}
                      onToggle={(video) => void watch.toggle(video)}
                    />
                  </Group>
                )}
                <NextChapterCard
                  volume={volume}
                  next={items[position + 1]}
                  href={nextHref(volume, items[position + 1], location.search)}
                  onOpen={() => move(position + 1)}
                />
              </Stack>
            )}
          </div>
        </div>
      </div>
    </Stack>
  );
}
