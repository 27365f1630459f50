import type { OpenChapter } from './chapter-title';
import { readDraft } from '../../../lib/outbox/note-drafts';

/** The note as the server has it: its text and version (0: none; null: the server does not say). */
export interface ServerNote {
  text: string;
  version: number | null;
}

/**
 * What the editor starts with: a draft the server does not have yet wins over the server's text,
 * and is saved over the version it was typed over (so a newer note from another device is met as
 * a conflict, never overwritten); otherwise the server's note.
 */
export function initialNote(owner: string | null, chapter: OpenChapter, server: ServerNote | null) {
  const draft = owner ? readDraft(owner, chapter) : null;
  if (draft && draft.text !== server?.text) {
    return { text: draft.text, version: draft.version ?? null, restored: true };
  }
  return { text: server?.text ?? '', version: server?.version ?? null, restored: false };
}
