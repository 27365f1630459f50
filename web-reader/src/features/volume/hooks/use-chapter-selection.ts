import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { showToast } from '../../../lib/toast';
import type { PlaylistResponse } from '@camino/schemas/api/volumes';
import { chapterKeyOf, chapterOfTitle, findChapterPosition } from '../utils/chapter-title';
import { CHAPTER_MOVE_STATE, isChapterMove, withChapter } from '../utils/chapter-url';
import {
  resolveRequestedChapter,
  validateVolumeSearch,
  type VolumeSearchError,
} from '../utils/validate-volume-search';

/** Delays of SPEC.md §9: the green toast, the highlight of the found video, the list's scroll. */
export const FOUND_TOAST_MS = 3000;
export const HIGHLIGHT_MS = 500;
export const LIST_SCROLL_DELAY_MS = 100;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Scrolls the list (not the page) so the video at `position` is in view, centred when it can be. */
export function scrollListTo(list: HTMLElement | null, position: number, always = false): void {
  const item = list?.querySelector<HTMLElement>(`[data-position="${position}"]`);
  if (!list || !item) return;
  const visible =
    item.offsetTop >= list.scrollTop &&
    item.offsetTop + item.offsetHeight <= list.scrollTop + list.clientHeight;
  if (visible && !always) return;
  list.scrollTo({
    top: item.offsetTop - (list.clientHeight - item.offsetHeight) / 2,
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
  });
}

/** Where a volume opens: the chapter the member opened last, else the first video. */
function openingPosition(volume: number, playlist: PlaylistResponse): number | null {
  if (playlist.items.length === 0) return null;
  if (playlist.last_chapter != null) {
    const position = findChapterPosition(playlist.items, volume, playlist.last_chapter);
    if (position >= 0) return position;
  }
  return 0;
}

/** The chapter asked for from outside: the home search's `searchIndex` state, else `?chapter=`. */
function requestedChapter(state: unknown, search: string): string | number | null {
  const searchIndex = (state as { searchIndex?: unknown } | null)?.searchIndex;
  if (typeof searchIndex === 'number' || typeof searchIndex === 'string') return searchIndex;
  return new URLSearchParams(search).get('chapter');
}

/** The chapter index of the video at `position`, or null for a title that names none. */
const indexAt = (playlist: PlaylistResponse | undefined, position: number): number | null => {
  const item = playlist?.items[position];
  return item ? (chapterOfTitle(item.title)?.index ?? null) : null;
};

/**
 * Which video of the volume is selected, and how the selection moves (SPEC.md §4). The open
 * chapter is in the address (utils/chapter-url.ts): the page's own moves push an entry (Back
 * returns to the previous chapter), the opening chapter replaces the address it arrived on. A
 * chapter asked for from outside (`?chapter=`, the home search) is selected with the green
 * toast, a 500 ms highlight and the list scrolled to it after 100 ms; otherwise the page opens
 * where the member left off. The in-volume search works the same way.
 */
export function useChapterSelection(volume: number, playlist: PlaylistResponse | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [position, setPosition] = useState<number | null>(null);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const [searchError, setSearchError] = useState<VolumeSearchError | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const handledKey = useRef<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const later = useCallback((fn: () => void, ms: number) => {
    timers.current.push(setTimeout(fn, ms));
  }, []);

  /** Puts the chapter at `at` in the address: a new history entry, or in place of this one. */
  const addressChapter = useCallback(
    (at: number, replace: boolean) => {
      const index = indexAt(playlist, at);
      if (index === null) return;
      void navigate(
        { pathname: location.pathname, search: withChapter(location.search, index) },
        { replace, state: CHAPTER_MOVE_STATE },
      );
    },
    [playlist, navigate, location.pathname, location.search],
  );

  /** Selects a found chapter and points it out: toast, highlight, list scroll. */
  const reveal = useCallback(
    (found: number, index: number) => {
      setPosition(found);
      setSearchError(null);
      setHighlighted(found);
      showToast({
        message: t('searchSuccess', { chapter: index }),
        color: 'green',
        duration: FOUND_TOAST_MS,
      });
      later(() => setHighlighted((current) => (current === found ? null : current)), HIGHLIGHT_MS);
      later(() => scrollListTo(listRef.current, found, true), LIST_SCROLL_DELAY_MS);
    },
    [t, later],
  );

  const requested = requestedChapter(location.state, location.search);
  const ownMove = isChapterMove(location.state);

  useEffect(() => {
    if (!playlist) return;
    // Once per history entry and way of arriving at it (React's development double effects would
    // toast twice). The way counts because the router updates the location in a transition: a
    // push that Back overtakes is never committed, so React sees the same entry again, now POP.
    const arrival = `${location.key}:${navigationType}`;
    if (handledKey.current === arrival) return;
    handledKey.current = arrival;
    if (requested !== null && ownMove) {
      // The page's own move has already selected its chapter (a late address must not undo a
      // click made meanwhile); Back, Forward or a reload onto one of its entries select quietly.
      if (navigationType !== 'POP') return;
      const result = resolveRequestedChapter(requested, { volume, items: playlist.items });
      if (result.ok) {
        setPosition(result.position);
        scrollListTo(listRef.current, result.position);
        return;
      }
    }
    let opened: number | null;
    if (requested === null || ownMove) {
      opened = openingPosition(volume, playlist);
      setPosition(opened);
    } else {
      const result = resolveRequestedChapter(requested, { volume, items: playlist.items });
      if (result.ok) reveal(result.position, result.index);
      else setSearchError(result.error);
      opened = result.ok ? result.position : openingPosition(volume, playlist);
      setPosition(opened);
    }
    // The address names the chapter now open (the home search's state is dropped with it).
    if (opened !== null) addressChapter(opened, true);
  }, [playlist, requested, ownMove, navigationType, volume, location.key, reveal, addressChapter]);

  // The open chapter follows its identity when the playlist changes under it (an admin's upload
  // shifted it, seen on a refresh): by the chapter the page showed (its key), or by the index a
  // note save found it at. Adjusted while rendering, so the chapter that took the old place is
  // never drawn (its note editor would replace the open one); the address follows without a new
  // history entry.
  const [shown, setShown] = useState<{ playlist: PlaylistResponse; key: string | null } | null>(null);
  const [follow, setFollow] = useState<{ index: number; from: PlaylistResponse | undefined } | null>(null);
  const [followed, setFollowed] = useState<number | null>(null);
  if (playlist && position !== null) {
    const here = chapterKeyOf(playlist.items[position]);
    // A note save's index is only read against the refreshed playlist, never the one it outdated.
    const followIndex = follow && follow.from !== playlist ? follow.index : null;
    let next = -1;
    if (followIndex !== null) {
      next = findChapterPosition(playlist.items, volume, followIndex);
      setFollow(null);
    } else if (shown && shown.playlist !== playlist && shown.key !== null && here !== shown.key) {
      next = playlist.items.findIndex((item) => chapterKeyOf(item) === shown.key);
    }
    if (next >= 0 && next !== position) {
      setPosition(next);
      setFollowed(next);
    } else if (shown?.playlist !== playlist || shown.key !== here) {
      setShown({ playlist, key: here });
    }
  }
  useEffect(() => {
    if (followed === null) return;
    scrollListTo(listRef.current, followed);
    addressChapter(followed, true);
    setFollowed(null);
  }, [followed, addressChapter]);

  /** Selects a video chosen in the list or with previous/next, keeping it in the list's view. */
  const select = useCallback(
    (next: number) => {
      setPosition(next);
      setSearchError(null);
      scrollListTo(listRef.current, next);
      addressChapter(next, false);
    },
    [addressChapter],
  );

  /** The in-volume search: a message for each rule, or the chapter revealed. */
  const search = useCallback(
    (input: string) => {
      const result = validateVolumeSearch(input, { volume, items: playlist?.items });
      if (!result.ok) {
        setSearchError(result.error);
        return;
      }
      reveal(result.position, result.index);
      addressChapter(result.position, false);
    },
    [volume, playlist, reveal, addressChapter],
  );

  /** After the playlist is refreshed, the open chapter is the one now at chapter `index`. */
  const followChapter = useCallback((index: number) => setFollow({ index, from: playlist }), [playlist]);

  return { position, select, highlighted, searchError, search, listRef, followChapter };
}
