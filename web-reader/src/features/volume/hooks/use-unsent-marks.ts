import type { PlaylistResponse } from '@camino/schemas/api/volumes';
import { useMemo } from 'react';
import { useUnsentWrites } from '../../../hooks/use-unsent-writes';
import { findWatchWish, listWatchWishes } from '../../../lib/outbox/watch-wishes';
import { chapterKeyOf, chapterOfTitle } from '../utils/chapter-title';

/**
 * The playlist as the member should see it: the server's marks, with the marks set while offline
 * (still in the outbox) over them, so a mark shows at once and stays after a reload until sent.
 */
export function useUnsentMarks(playlist: PlaylistResponse | undefined): PlaylistResponse | undefined {
  const { owner, version } = useUnsentWrites();
  return useMemo(() => {
    if (!playlist || !owner) return playlist;
    const wishes = listWatchWishes(owner);
    if (wishes.length === 0) return playlist;
    let changed = false;
    const items = playlist.items.map((item) => {
      const ref = chapterOfTitle(item.title);
      const wish = ref ? findWatchWish(wishes, { ...ref, key: chapterKeyOf(item) }) : undefined;
      if (!wish || wish.watched === item.is_watched) return item;
      changed = true;
      return { ...item, is_watched: wish.watched };
    });
    return changed ? { ...playlist, items } : playlist;
    // `version` changes with the outbox: the marks are read again.
  }, [playlist, owner, version]);
}
