import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { NetworkError, statusOf } from '../../../lib/api-errors';
import { draftOwner } from '../../../lib/outbox/note-drafts';
import { recordWatchWish, watchWishOf } from '../../../lib/outbox/watch-wishes';
import { currentToasts, showToast } from '../../../lib/toast';
import type { PlaylistItem, PlaylistResponse } from '@camino/schemas/api/volumes';
import { useUiLanguage } from '../../../hooks/use-content';
import { useSession } from '../../../hooks/use-session';
import { playlistKey } from '../api/get-playlist';
import { toggleWatched } from '../api/toggle-watched';
import { flushOutbox } from '../outbox/outbox-runner';
import { markWatchedInCache } from '../outbox/sent-writes-cache';
import { chapterKeyOf, chapterOfTitle, type OpenChapter } from '../utils/chapter-title';
import '../../../locales/offline/load-offline-catalog';

/** How long the red toast of a refused watched mark stays (SPEC.md §8, §9). */
export const WATCH_ERROR_TOAST_MS = 3000;

/**
 * The watched toggle of SPEC.md §4: the mark flips with the server's answer (never before it), a
 * video's toggle is busy while its request runs, and a video without a videoId cannot be marked.
 * A 401 shows the red toast of SPEC.md §8; any other failure shows the same red toast saying the
 * mark was not changed (a silent failure left members unsure), and is logged. The
 * mark names its chapter: when the playlist changed since the page loaded, the playlist is fetched
 * again and the chapter's mark is flipped where it is now (a chapter no longer published: a toast).
 * Without a connection the mark the member wants goes into the outbox and shows at once (the page
 * lays the outbox over the server's marks); so does any mark of a chapter whose earlier mark is
 * still unsent, so the server gets them in order.
 */
export function useWatchToggle(volume: number) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const lang = useUiLanguage();
  const owner = draftOwner(useSession().userInfo);
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const running = useRef(new Set<string>());

  const setMark = useCallback(
    (videoId: string, watched: boolean) => markWatchedInCache(mutate, volume, videoId, watched),
    [volume, mutate],
  );

  /** Flips the chapter's mark; once more where it is now if it had moved. */
  const flip = useCallback(
    async (item: PlaylistItem): Promise<void> => {
      const key = chapterKeyOf(item);
      const answer = await toggleWatched(item.videoId, volume, key);
      if ('watched' in answer) {
        await setMark(item.videoId, answer.watched);
        return;
      }
      const fresh = await mutate<PlaylistResponse>(playlistKey(volume, lang));
      const now = fresh?.items.find((video) => chapterKeyOf(video) === key);
      if (answer.moved.index === null || !now?.videoId) {
        showToast({ message: t('watchChapterGone'), color: 'red', duration: WATCH_ERROR_TOAST_MS });
        return;
      }
      // The member asked for the opposite of the mark they saw; it may already be so.
      if (now.is_watched === item.is_watched) {
        const again = await toggleWatched(now.videoId, volume, key);
        if ('watched' in again) await setMark(now.videoId, again.watched);
      }
    },
    [volume, lang, mutate, setMark, t],
  );

  /** Keeps the wished mark in the outbox; false when it cannot (signed out, no storage). */
  const keepUnsent = useCallback(
    (item: PlaylistItem, chapter: OpenChapter | null): boolean => {
      if (!owner || !chapter || !item.videoId) return false;
      const wish = {
        chapter,
        videoId: item.videoId,
        watched: !item.is_watched,
        at: new Date().toISOString(),
      };
      return recordWatchWish(owner, wish, item.is_watched);
    },
    [owner],
  );

  const toggle = useCallback(
    async (item: PlaylistItem) => {
      const id = item.videoId;
      if (!id || running.current.has(id)) return;
      const ref = chapterOfTitle(item.title);
      const chapter = ref && { ...ref, key: chapterKeyOf(item) };
      if (owner && chapter && watchWishOf(owner, chapter) && keepUnsent(item, chapter)) {
        void flushOutbox();
        return;
      }
      running.current.add(id);
      setPending(new Set(running.current));
      try {
        await flip(item);
      } catch (error) {
        if (error instanceof NetworkError && keepUnsent(item, chapter)) {
          // Said once while it shows, however many marks are set offline meanwhile.
          const message = t('watchKeptOffline');
          if (!currentToasts().some((toast) => toast.message === message))
            showToast({ message, color: 'blue', duration: WATCH_ERROR_TOAST_MS });
        } else if (statusOf(error) === 401) {
          showToast({ message: t('sessionExpiredRedirect'), color: 'red', duration: WATCH_ERROR_TOAST_MS });
        } else {
          showToast({ message: t('watchToggleFailed'), color: 'red', duration: WATCH_ERROR_TOAST_MS });
          console.error('[camino] the watched mark could not be changed', error);
        }
      } finally {
        running.current.delete(id);
        setPending(new Set(running.current));
      }
    },
    [flip, t, owner, keepUnsent],
  );

  return { toggle, isPending: (videoId: string) => pending.has(videoId) };
}
