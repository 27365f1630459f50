import type { OpenChapter } from './chapter-identity';
import { draftKey, listDrafts, removeAllDrafts, type ChapterDraft } from './note-drafts';
import { listWatchWishes, removeAllWatchWishes, type WatchWish } from './watch-wishes';

/**
 * The outbox of a member's unsent writes, per account: the note drafts (note-drafts.ts) and the
 * watched marks (watch-wishes.ts), each with its chapter and time. Both halves live in
 * localStorage: it survives a reload and a closed tab, other tabs hear its changes (the `storage`
 * event), and the editor and the page read it while they render, which IndexedDB (asynchronous)
 * cannot do. What the outbox holds is small text, far below localStorage's limit.
 */
export type OutboxEntry = { kind: 'note'; draft: ChapterDraft } | { kind: 'watch'; wish: WatchWish };

const timeOf = (entry: OutboxEntry) => (entry.kind === 'note' ? entry.draft.at : entry.wish.at);

/** Every unsent write of the account, oldest first (the order they are sent in). */
export function listOutbox(user: string): OutboxEntry[] {
  const entries: OutboxEntry[] = [
    ...listDrafts(user).map((draft) => ({ kind: 'note' as const, draft })),
    ...listWatchWishes(user).map((wish) => ({ kind: 'watch' as const, wish })),
  ];
  return entries.sort((a, b) => timeOf(a).localeCompare(timeOf(b)));
}

/** How many writes wait, and how many of them wait for the member's choice (conflicts). */
export function countUnsent(user: string): { total: number; conflicts: number } {
  const entries = listOutbox(user);
  return {
    total: entries.length,
    conflicts: entries.filter((entry) => entry.kind === 'note' && entry.draft.held === 'conflict').length,
  };
}

/** Forgets every unsent write of the account (the member chose to sign out anyway). */
export function discardOutbox(user: string): void {
  removeAllDrafts(user);
  removeAllWatchWishes(user);
}

/**
 * The chapters whose draft this tab's note editor is sending (or showing): the outbox runner
 * leaves them to the editor, so one draft is never sent twice at once. Counted, because an editor
 * going away may still be finishing its last save.
 */
const editing = new Map<string, number>();

/** Marks the chapter's draft as the editor's; returns the release. */
export function holdDraft(user: string, chapter: OpenChapter): () => void {
  const key = draftKey(user, chapter);
  editing.set(key, (editing.get(key) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (editing.get(key) ?? 1) - 1;
    if (left > 0) editing.set(key, left);
    else editing.delete(key);
  };
}

/** True while an editor of this tab holds the chapter's draft. */
export const isDraftHeld = (user: string, chapter: OpenChapter): boolean =>
  editing.has(draftKey(user, chapter));

const LOCK_NAME = 'camino-outbox-flush';
let localRun: Promise<unknown> | null = null;

/**
 * Runs `send` unless a flush already runs, here or in another tab (Web Locks where the browser
 * has them, so two tabs never send the same write twice); resolves `skipped` when one does.
 */
export async function runAlone<T>(send: () => Promise<T>): Promise<T | 'skipped'> {
  if (localRun) return 'skipped';
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const run = locks
    ? locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? send() : ('skipped' as const)))
    : send();
  localRun = run;
  try {
    return await run;
  } finally {
    localRun = null;
  }
}
