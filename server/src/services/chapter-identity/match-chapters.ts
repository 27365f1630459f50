import { createHash } from 'node:crypto';

/** A chapter a volume has had, published now (`position` set) or not. */
export interface KnownChapter {
  chapter_key: string;
  video_id: string;
  title: string;
  explicit_key: string | null;
  /** Its place in the current playlist; null when the chapter is not published. */
  position: number | null;
}

/** What identifies an item of an uploaded playlist. */
export interface IncomingItem {
  key?: string;
  videoId: string;
  title: string;
}

/** Longest chapter key stored (the columns are 100 characters). */
const KEY_MAX = 90;

/** A title without its '{volume}-{index}.' prefix, spaces collapsed, case folded: what "same title" means. */
export function normalizedTitle(title: string): string {
  return title
    .replace(/^\s*[0-9]+-[0-9]+\.\s*/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('es');
}

// Published chapters first, in playlist order, then the unpublished ones: when two known chapters
// could match, the one members saw last wins.
const byRecency = (a: KnownChapter, b: KnownChapter) =>
  (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER);

/**
 * The chapter key of each uploaded item (schemas/README.md, "Chapter identity"): the known chapter
 * named by the item's explicit `key`, else the one showing (or first keyed by) its video id, else an
 * unclaimed one with the same title; otherwise a new chapter keyed by `key`, the video id or the
 * title. No known chapter is given to two items, so keys are unique within the playlist.
 */
export function matchChapters(known: KnownChapter[], items: IncomingItem[]): string[] {
  const sorted = [...known].sort(byRecency);
  const claimed = new Set<string>();
  const keys: Array<string | undefined> = new Array(items.length);
  const first = (pred: (c: KnownChapter) => boolean) =>
    sorted.find((c) => !claimed.has(c.chapter_key) && pred(c));
  const claim = (i: number, chapter: KnownChapter | undefined) => {
    if (!chapter) return false;
    claimed.add(chapter.chapter_key);
    keys[i] = chapter.chapter_key;
    return true;
  };

  // Exact identities first, so a title never takes a chapter another item names by key or video.
  items.forEach((item, i) => {
    const { key, videoId } = item;
    if (key && claim(i, first((c) => c.explicit_key === key) ?? first((c) => c.chapter_key === key))) return;
    if (videoId !== '')
      claim(i, first((c) => c.video_id === videoId) ?? first((c) => c.chapter_key === videoId));
  });
  items.forEach((item, i) => {
    if (keys[i] !== undefined) return;
    const title = normalizedTitle(item.title);
    if (title !== '')
      claim(
        i,
        first((c) => normalizedTitle(c.title) === title),
      );
  });

  const taken = new Set([...known.map((c) => c.chapter_key), ...claimed]);
  return items.map((item, i) => {
    const matched = keys[i];
    if (matched !== undefined) return matched;
    const base = (item.key || item.videoId || `t-${titleHash(item.title)}`).slice(0, KEY_MAX);
    let key = base;
    for (let n = 2; taken.has(key); n++) key = `${base}~${n}`;
    taken.add(key);
    return key;
  });
}

const titleHash = (title: string) =>
  createHash('sha256').update(normalizedTitle(title)).digest('base64url').slice(0, 12);
