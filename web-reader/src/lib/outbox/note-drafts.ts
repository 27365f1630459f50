import type { OpenChapter } from './chapter-identity';
import { announceOutboxChange } from './outbox-changes';

/**
 * A note the member typed that the server has not confirmed yet: the note half of the outbox of
 * unsent writes (member-outbox.ts). Kept in localStorage, one entry per account, volume and
 * chapter, so a reload, a closed tab, a lost connection or a session that expired while typing
 * never throws the text away; removed once the server has the same text. localStorage rather than
 * IndexedDB: the editor reads its draft while it renders (synchronously) and drafts are small.
 */
export interface NoteDraft {
  text: string;
  /** The server's text when the member started typing over it ('' for a new note). */
  base: string;
  /** When it was last typed (ISO). */
  at: string;
  /** The version of `base` (0: no note), so a draft saved later cannot overwrite a newer note. */
  version?: number | null;
  /** The chapter it belongs to (written by writeDraft), so the outbox can send it from any page. */
  chapter?: OpenChapter;
  /**
   * Why the outbox stopped sending it: another device saved a note meanwhile (`conflict`) or the
   * chapter is no longer published (`unpublished`). It waits for the member to open the chapter.
   */
  held?: 'conflict' | 'unpublished';
}

/** A stored draft with the chapter it was typed on. */
export interface ChapterDraft extends NoteDraft {
  chapter: OpenChapter;
}

const PREFIX = 'camino:note-draft';

/**
 * The storage key of a draft: account + volume + chapter, by the chapter's key when the page knows
 * it, so a draft is never restored under the chapter that later took its place; by index otherwise.
 */
export const draftKey = (user: string, { volume, index, key }: OpenChapter): string =>
  key === null ? `${PREFIX}:${user}:${volume}:${index}` : `${PREFIX}:${user}:${volume}:k:${key}`;

/**
 * Who the drafts belong to: the account id (an email as fallback for an older stored session), so
 * a member signing in on a shared browser never sees another's text.
 */
export const draftOwner = (
  userInfo: { id?: number; email?: string | null } | null | undefined,
): string | null =>
  userInfo?.id != null ? `u${userInfo.id}` : userInfo?.email ? `e${userInfo.email}` : null;

function isDraft(value: unknown): value is NoteDraft {
  const draft = value as NoteDraft | null;
  return (
    typeof draft === 'object' &&
    draft !== null &&
    typeof draft.text === 'string' &&
    typeof draft.base === 'string' &&
    typeof draft.at === 'string' &&
    (draft.version == null || Number.isInteger(draft.version)) &&
    (draft.held === undefined || draft.held === 'conflict' || draft.held === 'unpublished')
  );
}

/** The stored draft, or null (none, unreadable storage, or a damaged entry). */
export function readDraft(user: string, chapter: OpenChapter): NoteDraft | null {
  try {
    const raw = localStorage.getItem(draftKey(user, chapter));
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Stores the draft with its chapter; false when storage refuses (private mode, full), which the
 * editor says. A draft the member writes again is no longer held (`held` only when given).
 */
export function writeDraft(user: string, chapter: OpenChapter, draft: NoteDraft): boolean {
  try {
    localStorage.setItem(draftKey(user, chapter), JSON.stringify({ ...draft, chapter }));
    announceOutboxChange();
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(user: string, chapter: OpenChapter): void {
  try {
    localStorage.removeItem(draftKey(user, chapter));
    announceOutboxChange();
  } catch {
    // Nothing stored to remove.
  }
}

/** The account's drafts that name their chapter (all drafts written since drafts carry it). */
export function listDrafts(user: string): ChapterDraft[] {
  const drafts: ChapterDraft[] = [];
  try {
    const prefix = `${PREFIX}:${user}:`;
    for (let i = 0; i < localStorage.length; i++) {
      const name = localStorage.key(i);
      if (!name?.startsWith(prefix)) continue;
      const parsed: unknown = JSON.parse(localStorage.getItem(name) ?? 'null');
      if (isDraft(parsed) && parsed.chapter && draftKey(user, parsed.chapter) === name)
        drafts.push(parsed as ChapterDraft);
    }
  } catch {
    // Unreadable storage: nothing to list.
  }
  return drafts;
}

/** Removes every draft of the account (signing out and discarding unsent changes). */
export function removeAllDrafts(user: string): void {
  try {
    const prefix = `${PREFIX}:${user}:`;
    const names: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const name = localStorage.key(i);
      if (name?.startsWith(prefix)) names.push(name);
    }
    for (const name of names) localStorage.removeItem(name);
    announceOutboxChange();
  } catch {
    // Nothing stored to remove.
  }
}
