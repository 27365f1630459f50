import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import type { PlaylistResponse } from '@camino/schemas/api/volumes';
import { playlistKey } from '../api/get-playlist';
import { rememberChapter } from '../api/remember-chapter';

/**
 * Tells the server which chapter of the volume is open, each time it changes, so the page reopens
 * there next time. The cached playlist learns it too: coming back within the app must not start
 * from the previous `last_chapter`. A failure costs only the bookmark, so it is not reported.
 */
export function useRememberChapter(
  volume: number,
  index: number | null,
  lastChapter: number | null | undefined,
) {
  const { mutate } = useSWRConfig();
  const remembered = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    if (lastChapter === undefined) return;
    if (remembered.current === undefined) remembered.current = lastChapter;
    if (index === null || index === remembered.current) return;
    remembered.current = index;
    rememberChapter(volume, index)
      .then(() =>
        mutate<PlaylistResponse>(playlistKey(volume), (data) => data && { ...data, last_chapter: index }, {
          revalidate: false,
        }),
      )
      .catch(() => undefined);
  }, [volume, index, lastChapter, mutate]);
}
