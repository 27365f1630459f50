import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import type { PlaylistResponse } from '@camino/schemas/api/volumes';
import { playlistKeys } from '../api/get-playlist';
import { rememberChapter } from '../api/remember-chapter';
import type { OpenChapter } from '../utils/chapter-title';

/**
 * Tells the server which chapter of the volume is open, each time it changes, so the page reopens
 * there next time. The cached playlist learns it too: coming back within the app must not start
 * from the previous `last_chapter`. A failure costs only the bookmark, so it is not reported.
 */
export function useRememberChapter(chapter: OpenChapter | null, lastChapter: number | null | undefined) {
  const { mutate } = useSWRConfig();
  const remembered = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    if (lastChapter === undefined) return;
    if (remembered.current === undefined) remembered.current = lastChapter;
    if (chapter === null || chapter.index === remembered.current) return;
    remembered.current = chapter.index;
    rememberChapter(chapter)
      .then((index) => {
        if (index === null) return;
        for (const key of playlistKeys(chapter.volume)) {
          void mutate<PlaylistResponse>(key, (data) => data && { ...data, last_chapter: index }, {
            revalidate: false,
          });
        }
      })
      .catch(() => undefined);
  }, [chapter, lastChapter, mutate]);
}
