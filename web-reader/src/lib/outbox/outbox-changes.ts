import type { OpenChapter } from './chapter-identity';

/** Where every key of the outbox starts, so another tab's writes are recognised. */
export const OUTBOX_KEY_PREFIXES = ['camino:note-draft:', 'camino:outbox-watch:'] as const;

type Listener = () => void;
const listeners = new Set<Listener>();
/** Grows on every change: a snapshot for useSyncExternalStore that is cheap to compare. */
let version = 0;

/** Tells this tab's readers (counts, marks) that the outbox changed. */
export function announceOutboxChange(): void {
  version++;
  for (const listener of listeners) listener();
}

/** The change counter (useSyncExternalStore's snapshot). */
export const outboxVersion = (): number => version;

/** Subscribes to changes made in this tab and in others; returns the unsubscribe function. */
export function subscribeOutbox(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // Another tab wrote or sent something: this tab's counts and marks follow.
  window.addEventListener('storage', (event) => {
    if (event.key === null || OUTBOX_KEY_PREFIXES.some((prefix) => event.key!.startsWith(prefix)))
      announceOutboxChange();
  });
}

/** A write the outbox runner got onto the server: what the page's cached data should now say. */
export type SentWrite =
  | { kind: 'note'; chapter: OpenChapter; text: string; version: number | null }
  | { kind: 'watch'; volume: number; videoId: string; watched: boolean };

type SentListener = (sent: SentWrite) => void;
const sentListeners = new Set<SentListener>();

/** Tells the pages' caches what was sent (the runner itself knows no cache: it stays small). */
export function announceSent(sent: SentWrite): Promise<void> {
  return Promise.all([...sentListeners].map((listener) => listener(sent))).then(() => undefined);
}

/** Listens to sent writes; returns the unsubscribe function. */
export function subscribeSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}
