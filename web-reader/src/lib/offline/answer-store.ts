// The one offline answer store: API answers kept on this device in IndexedDB (through idb), each
// under its owner ('public' or an account) and its request path with the query (the language
// included). Loaded lazily: nothing here is on the first visit's path.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** At most this many answers read recently are kept; the oldest go first. Pinned ones do not count. */
export const MAX_RECENT_ANSWERS = 150;

/** Not pinned: a recent read. (IndexedDB keys cannot be null, so 0 stands for "no volume".) */
export const NOT_PINNED = 0;

/** One kept answer. */
export interface KeptAnswer {
  owner: string;
  /** The request path under /api with its query: `/main-file/1/2?lang=en`. */
  path: string;
  /** The answer exactly as the server sent it (the network's shape). */
  answer: unknown;
  /** The answer's ETag, its content hash (null when the server sent none). */
  etag: string | null;
  /** When it was stored (ms since the epoch). */
  storedAt: number;
  /** Its size in bytes (UTF-8 JSON). */
  bytes: number;
  /** The kept volume it belongs to (never evicted), or NOT_PINNED. */
  pinned: number;
}

/** A volume kept offline: which answers make it, in which language, and when it was checked. */
export interface KeptVolume {
  owner: string;
  volume: number;
  lang: string;
  /** The paths of its answers (playlist and chapter files). */
  paths: string[];
  keptAt: number;
  /** When it was last compared with the server. */
  checkedAt: number;
  /** False while its download has not finished. */
  complete: boolean;
}

interface OfflineDb extends DBSchema {
  answers: {
    key: [string, string];
    value: KeptAnswer;
    indexes: { 'by-stored': number; 'by-pin': [string, number] };
  };
  volumes: { key: [string, number]; value: KeptVolume };
}

const DB_NAME = 'camino-offline';
let opened: Promise<IDBPDatabase<OfflineDb>> | undefined;

/**
 * The database, opened once. Rejects when the browser refuses storage (private mode, storage
 * disabled); the next call tries again.
 */
export function openStore(): Promise<IDBPDatabase<OfflineDb>> {
  opened ??= openDB<OfflineDb>(DB_NAME, 1, {
    upgrade(db) {
      const answers = db.createObjectStore('answers', { keyPath: ['owner', 'path'] });
      answers.createIndex('by-stored', 'storedAt');
      answers.createIndex('by-pin', ['owner', 'pinned']);
      db.createObjectStore('volumes', { keyPath: ['owner', 'volume'] });
    },
  }).catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}

/** The size in bytes of an answer as it is kept. */
export const answerBytes = (answer: unknown): number =>
  new TextEncoder().encode(JSON.stringify(answer) ?? '').length;

/**
 * Stores an answer. A pinned answer stays pinned when a recent read refreshes it (the page read
 * the volume's chapter online), so a kept volume follows what the member reads; `pinned` pins it.
 */
export async function putAnswer(
  record: Omit<KeptAnswer, 'bytes' | 'storedAt' | 'pinned'> & { pinned?: number; storedAt?: number },
): Promise<void> {
  const db = await openStore();
  const tx = db.transaction('answers', 'readwrite');
  const before = await tx.store.get([record.owner, record.path]);
  await tx.store.put({
    ...record,
    storedAt: record.storedAt ?? Date.now(),
    bytes: answerBytes(record.answer),
    pinned: record.pinned ?? before?.pinned ?? NOT_PINNED,
  });
  await tx.done;
}

/** The kept answer of `path` for `owner`, if any. */
export async function getAnswer(owner: string, path: string): Promise<KeptAnswer | undefined> {
  return (await openStore()).get('answers', [owner, path]);
}

/** Forgets one answer (a chapter file the server no longer has). */
export async function deleteAnswer(owner: string, path: string): Promise<void> {
  await (await openStore()).delete('answers', [owner, path]);
}

/** Evicts the oldest recent reads beyond `max`; pinned answers are never evicted. */
export async function evictRecent(max = MAX_RECENT_ANSWERS): Promise<void> {
  const db = await openStore();
  const tx = db.transaction('answers', 'readwrite');
  const recent: [string, string][] = [];
  // Oldest first, so the ones to drop are the first of the list.
  for (
    let cursor = await tx.store.index('by-stored').openCursor();
    cursor;
    cursor = await cursor.continue()
  ) {
    if (cursor.value.pinned === NOT_PINNED) recent.push([cursor.value.owner, cursor.value.path]);
  }
  for (const key of recent.slice(0, Math.max(0, recent.length - max))) await tx.store.delete(key);
  await tx.done;
}

/** The answers pinned for a kept volume of `owner`. */
export async function pinnedAnswers(owner: string, volume: number): Promise<KeptAnswer[]> {
  return (await openStore()).getAllFromIndex('answers', 'by-pin', [owner, volume]);
}

/** Deletes every answer pinned for a volume of `owner`, and its record. */
export async function deleteVolume(owner: string, volume: number): Promise<void> {
  const db = await openStore();
  const tx = db.transaction(['answers', 'volumes'], 'readwrite');
  const answers = tx.objectStore('answers');
  for (const key of await answers.index('by-pin').getAllKeys([owner, volume])) await answers.delete(key);
  await tx.objectStore('volumes').delete([owner, volume]);
  await tx.done;
}

/** Stores a kept volume's record. */
export async function putVolume(record: KeptVolume): Promise<void> {
  await (await openStore()).put('volumes', record);
}

/** A kept volume's record, if any. */
export async function getVolume(owner: string, volume: number): Promise<KeptVolume | undefined> {
  return (await openStore()).get('volumes', [owner, volume]);
}

/** Every volume `owner` keeps, by number. */
export async function listVolumes(owner: string): Promise<KeptVolume[]> {
  const range = IDBKeyRange.bound([owner, -Infinity], [owner, Infinity]);
  return (await openStore()).getAll('volumes', range);
}

/** Deletes everything kept under `owner`: its answers (pinned or not) and its volumes' records. */
export async function deleteOwner(owner: string): Promise<void> {
  const db = await openStore();
  const tx = db.transaction(['answers', 'volumes'], 'readwrite');
  await tx.objectStore('answers').delete(IDBKeyRange.bound([owner, ''], [owner, '\uffff']));
  await tx.objectStore('volumes').delete(IDBKeyRange.bound([owner, -Infinity], [owner, Infinity]));
  await tx.done;
}
