import type { OpenChapter } from './chapter-title';

/**
 * A note the member typed that the server has not confirmed yet. Kept in localStorage, one entry
 * per account, volume and chapter, so a reload, a lost connection or a session that expired
 * while typing never throws the text away; removed once the server has the same text.
 */
export interface NoteDraft {
  text: string;
  /** The server's text when the member started typing over it ('' for a new note). */
  base: string;
  /** When it was last typed (ISO). */
  at: string;
  /** The version of `base` (0: no note), so a draft saved later cannot overwrite a newer note. */
  version?: number | null;
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
    (draft.version == null || Number.isInteger(draft.version))
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

/** Stores the draft; false when storage refuses (private mode, full), which the editor says. */
export function writeDraft(user: string, chapter: OpenChapter, draft: NoteDraft): boolean {
  try {
    localStorage.setItem(draftKey(user, chapter), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(user: string, chapter: OpenChapter): void {
  try {
    localStorage.removeItem(draftKey(user, chapter));
  } catch {
    // Nothing stored to remove.
  }
}
