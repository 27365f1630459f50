import type { PlaylistResponse } from '@camino/schemas/api/volumes';
import { mutate as globalMutate, type ScopedMutator } from 'swr';
import { subscribeSent, type SentWrite } from '../../../lib/outbox/outbox-changes';
import { noteSaved } from '../api/get-note';
import { playlistKeys } from '../api/get-playlist';

/** Sets the member's mark on a video in every cached copy of the volume's playlist (one per language). */
export const markWatchedInCache = (
  mutate: ScopedMutator,
  volume: number,
  videoId: string,
  watched: boolean,
) =>
  Promise.all(
    playlistKeys(volume).map((key) =>
      mutate<PlaylistResponse>(
        key,
        (data) =>
          data && {
            ...data,
            items: data.items.map((video) =>
              video.videoId === videoId ? { ...video, is_watched: watched } : video,
            ),
          },
        { revalidate: false },
      ),
    ),
  );

async function intoCache(sent: SentWrite): Promise<void> {
  if (sent.kind === 'watch') {
    await markWatchedInCache(globalMutate, sent.volume, sent.videoId, sent.watched);
    return;
  }
  await noteSaved(globalMutate, sent.chapter, sent.text, sent.version);
}

let kept = false;

/**
 * Keeps the data cache in step with what the outbox runner sends, from the first volume page on,
 * for the rest of the visit (never unsubscribed): the cache outlives the page, and a note cached
 * before its draft was sent must not reopen later with its old text.
 */
export function keepSentWritesInCache(): void {
  if (kept) return;
  kept = true;
  subscribeSent(intoCache);
}
