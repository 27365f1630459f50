import type { CurrentNote, MovedChapter } from '@camino/schemas/api/member-data';
import { apiCall, type RequestOptions } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import type { OpenChapter } from '../utils/chapter-title';

/** What a save came to, besides a thrown failure (offline, 401, 422, 429, 5xx). */
export type NoteSaveOutcome =
  | {
      kind: 'saved';
      /** The version now stored (0: the save deleted the note); null from a server without versions. */
      version: number | null;
      updatedAt: string;
      /** Where the chapter is now: the page's index, or the one the save was re-targeted to. */
      index: number;
      /** Set when the chapter had moved and the text was saved at its new place. */
      movedFrom: number | null;
    }
  /** The chapter is no longer published: nothing was saved anywhere. */
  | { kind: 'unpublished'; chapter: MovedChapter }
  /** Another device saved first: nothing was saved; `current` is what it stored. */
  | { kind: 'conflict'; current: CurrentNote };

type SaveOptions = Pick<RequestOptions, 'expireSessionOn401' | 'sessionOptional'>;

/**
 * POST /notes/save?volume=&index= {note_text, chapter_key, base_version}; an empty text deletes
 * the note. The chapter's key (when the page knows it) makes the server refuse a position that now
 * shows another chapter, and the base version a note another device changed meanwhile; without
 * them the spec's plain save is sent (last write wins). The autosave passes
 * `expireSessionOn401: false` and handles an expiry itself, so the draft is stored and the sign-in
 * page brings the member back to this very chapter.
 */
async function saveOnce(
  chapter: OpenChapter,
  noteText: string,
  baseVersion: number | null,
  options: SaveOptions,
): Promise<NoteSaveOutcome | MovedChapter> {
  const body = {
    note_text: noteText,
    ...(chapter.key === null ? {} : { chapter_key: chapter.key }),
    ...(baseVersion === null ? {} : { base_version: baseVersion }),
  };
  try {
    const saved = await apiCall('POST /notes/save', {
      query: { volume: chapter.volume, index: chapter.index },
      body,
      ...options,
    });
    return {
      kind: 'saved',
      version: typeof saved.version === 'number' ? saved.version : null,
      updatedAt: saved.updated_at,
      index: typeof saved.index === 'number' ? saved.index : chapter.index,
      movedFrom: null,
    };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    const current = error.code === 'note_conflict' ? error.extras.current : undefined;
    // The stored note is this very text (this member's other tab, or the outbox, sent it first):
    // nothing to choose between.
    if (current && current.note_text === noteText)
      return {
        kind: 'saved',
        version: current.version,
        updatedAt: current.updated_at ?? '',
        index: chapter.index,
        movedFrom: null,
      };
    if (current) return { kind: 'conflict', current };
    if (error.code === 'chapter_moved' && error.extras.chapter) return error.extras.chapter;
    throw error;
  }
}

/** How many times a save follows its chapter before it gives up (a playlist changing under it). */
const MOVES_FOLLOWED = 3;

/**
 * Saves the note on its own chapter: when the chapter has moved (409 chapter_moved with its new
 * index) the same text is saved again there, with the same key and base version, so it never lands
 * on the chapter that took the old place. A chapter no longer published saves nothing.
 */
export async function saveNote(
  chapter: OpenChapter,
  noteText: string,
  baseVersion: number | null,
  options: SaveOptions = {},
): Promise<NoteSaveOutcome> {
  let target = chapter;
  for (let attempt = 0; attempt <= MOVES_FOLLOWED; attempt++) {
    const outcome = await saveOnce(target, noteText, baseVersion, options);
    if ('kind' in outcome) {
      return outcome.kind === 'saved' && target.index !== chapter.index
        ? { ...outcome, movedFrom: chapter.index }
        : outcome;
    }
    if (outcome.index === null) return { kind: 'unpublished', chapter: outcome };
    target = { ...target, index: outcome.index };
  }
  throw new Error('The chapter kept moving while the note was saved');
}
