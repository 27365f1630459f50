import type { OpenChapter } from './chapter-identity';
import { announceOutboxChange, OUTBOX_KEY_PREFIXES } from './outbox-changes';

/**
 * A watched mark the member set while the server could not be reached: the mark they want (the
 * last wish per chapter wins, so toggling back and forth offline sends only the final state).
 */
export interface WatchWish {
  chapter: OpenChapter;
  videoId: string;
  /** The mark the member wants. */
  watched: boolean;
  /** When it was last set (ISO). */
  at: string;
}

interface StoredWish extends WatchWish {
  /** The mark shown before the first unsent wish: wishing it again cancels the entry. */
  from: boolean;
}

const keyOf = (user: string) => `${OUTBOX_KEY_PREFIXES[1]}${user}`;
/** A chapter's place in the list: its key, or its position when the server gives none. */
const chapterId = ({ volume, index, key }: OpenChapter) => (key === null ? `${volume}:${index}` : `k:${key}`);

function readAll(user: string): Record<string, StoredWish> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(user)) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, StoredWish>) : {};
  } catch {
    return {};
  }
}

function writeAll(user: string, wishes: Record<string, StoredWish>): boolean {
  try {
    if (Object.keys(wishes).length === 0) localStorage.removeItem(keyOf(user));
    else localStorage.setItem(keyOf(user), JSON.stringify(wishes));
    announceOutboxChange();
    return true;
  } catch {
    return false;
  }
}

/** The account's unsent marks, oldest first. */
export function listWatchWishes(user: string): WatchWish[] {
  return Object.values(readAll(user))
    .filter((wish) => typeof wish?.videoId === 'string' && typeof wish.watched === 'boolean' && wish.chapter)
    .map(({ chapter, videoId, watched, at }) => ({ chapter, videoId, watched, at }))
    .sort((a, b) => a.at.localeCompare(b.at));
}

/** The wish about one chapter among `wishes` (the same chapter by key, or by place without one). */
export const findWatchWish = (wishes: readonly WatchWish[], chapter: OpenChapter): WatchWish | undefined =>
  wishes.find((wish) => chapterId(wish.chapter) === chapterId(chapter));

/** The unsent mark of one chapter. */
export const watchWishOf = (user: string, chapter: OpenChapter): WatchWish | undefined =>
  findWatchWish(listWatchWishes(user), chapter);

/**
 * Records the mark the member wants, `shown` being the mark the page showed before: a wish back
 * to the mark shown before the first unsent one removes the entry (nothing to send). False when
 * storage refuses.
 */
export function recordWatchWish(user: string, wish: WatchWish, shown: boolean): boolean {
  const wishes = readAll(user);
  const id = chapterId(wish.chapter);
  const from = wishes[id]?.from ?? shown;
  if (wish.watched === from) delete wishes[id];
  else wishes[id] = { ...wish, from };
  return writeAll(user, wishes);
}

/** Removes a sent wish, unless the member changed it meanwhile (then the newer one stays). */
export function removeWatchWish(user: string, sent: WatchWish): void {
  const wishes = readAll(user);
  const id = chapterId(sent.chapter);
  if (wishes[id] && wishes[id].at === sent.at && wishes[id].watched === sent.watched) {
    delete wishes[id];
    writeAll(user, wishes);
  }
}

/** Forgets every unsent mark of the account. */
export function removeAllWatchWishes(user: string): void {
  writeAll(user, {});
}
