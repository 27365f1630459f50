// Keeping a volume on this device: its playlist and every chapter file (main and optional) in one
// language, pinned in the offline store (never evicted), updated by content hash (the ETag the
// server sends with each answer) and removed on request. Imported only by lazy routes.
import { parseChapterTitle } from '@camino/schemas/chapter-file-name';
import type { Language } from '@camino/schemas/languages';
import type { PlaylistResponse } from '@camino/schemas/api/volumes';
import { apiPath } from '@camino/schemas/api/paths';
import { apiAnswer } from '../api-client';
import { getSession } from '../session';
import { accountOwner } from './keep-policy';
import { NetworkError, statusOf } from '../api-errors';
import {
  deleteAnswer,
  deleteVolume,
  getAnswer,
  getVolume,
  listVolumes,
  pinnedAnswers,
  putAnswer,
  putVolume,
  type KeptVolume,
} from './answer-store';

/** The browser would not store it (private mode, storage disabled, no space left). */
export class StorageRefusedError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'storage refused');
    this.name = 'StorageRefusedError';
  }
}

/** The account signed out while its volume was downloading: nothing more is stored for it. */
export class SignedOutError extends Error {
  constructor() {
    super('signed out');
    this.name = 'SignedOutError';
  }
}

/**
 * Refuses a write for an account no longer signed in here. Sign-out forgets what the account kept
 * (forgetAccount); a download still under way would store its next file after that, leaving the
 * account's chapters on a device it left. Checked right before each write, in the same turn.
 */
function stillSignedIn(owner: string): void {
  const session = getSession();
  if (!session || accountOwner(session.userInfo) !== owner) throw new SignedOutError();
}

/** How far a download has come: files stored of the files to store. */
export interface KeepProgress {
  done: number;
  total: number;
}

/** A kept volume as the pages show it. */
export interface KeptVolumeSummary {
  volume: number;
  lang: string;
  /** The space its answers take on this device. */
  bytes: number;
  files: number;
  keptAt: number;
  checkedAt: number;
  /** False when its download stopped half way (it resumes on the next online check). */
  complete: boolean;
}

type FileRoute = 'GET /main-file/:volume/:index' | 'GET /optional-file/:volume/:index';
const FILE_ROUTES: FileRoute[] = ['GET /main-file/:volume/:index', 'GET /optional-file/:volume/:index'];

const listeners = new Set<() => void>();

/** Subscribes to changes of the kept volumes (kept, updated, removed); returns the unsubscribe. */
export function onKeptVolumesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const changed = () => listeners.forEach((listener) => listener());

/** Any failure of the store is the browser refusing storage; the network's errors pass as they are. */
async function storing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new StorageRefusedError(error);
  }
}

/** One fetched answer with its ETag; `unchanged` when the server confirmed the kept copy. */
type Fetched = { answer: unknown; etag: string | null } | 'unchanged' | 'missing';

/**
 * Fetches one answer for keeping. A known `etag` is sent as If-None-Match, so a file that did not
 * change costs a 304 only. An answer read from the device instead (the network failed: the api
 * client answers kept copies) is no download: that is a NetworkError here.
 */
async function fetchForKeeping(
  route: FileRoute | 'GET /volumes/:volume/playlist',
  params: { volume: number; index?: number },
  lang: Language,
  etag: string | null | undefined,
): Promise<Fetched> {
  let tag: string | null | undefined;
  const call = apiAnswer as (route: string, options: object) => Promise<unknown>;
  try {
    const answer = await call(route, {
      params,
      query: { lang },
      headers: etag ? { 'If-None-Match': etag } : undefined,
      withEtag: (value: string | null) => (tag = value),
    });
    if (tag === undefined) throw new NetworkError(undefined);
    return { answer, etag: tag };
  } catch (error) {
    if (statusOf(error) === 304) return 'unchanged';
    // A chapter without its optional file (or withdrawn since the playlist was read).
    if (statusOf(error) === 404 && route !== 'GET /volumes/:volume/playlist') return 'missing';
    throw error;
  }
}

/** The chapter files a playlist names, in order: each chapter's main then optional file. */
function chapterFiles(playlist: PlaylistResponse, volume: number, lang: Language) {
  const seen = new Set<number>();
  const files: { route: FileRoute; index: number; path: string }[] = [];
  for (const item of playlist.items) {
    const ref = parseChapterTitle(item.title);
    if (!ref || ref.volume !== volume || seen.has(ref.index)) continue;
    seen.add(ref.index);
    for (const route of FILE_ROUTES) {
      files.push({ route, index: ref.index, path: apiPath(route, { volume, index: ref.index }, { lang }) });
    }
  }
  return files;
}

/**
 * Downloads (or brings up to date) a volume in `lang`: the playlist always (it carries the
 * member's marks), then each chapter file that is new or whose content hash changed, one at a
 * time; files the server no longer has are freed. Returns how many files were downloaded.
 */
async function syncVolume(
  owner: string,
  volume: number,
  lang: Language,
  onProgress: (progress: KeepProgress) => void,
): Promise<number> {
  const playlistPath = apiPath('GET /volumes/:volume/playlist', { volume }, { lang });
  const known = await storing(() => getVolume(owner, volume));
  const now = Date.now();
  const record: KeptVolume = known ?? {
    owner,
    volume,
    lang,
    paths: [],
    keptAt: now,
    checkedAt: now,
    complete: false,
  };
  const playlist = await fetchForKeeping('GET /volumes/:volume/playlist', { volume }, lang, undefined);
  if (typeof playlist === 'string') throw new NetworkError(undefined);
  const files = chapterFiles(playlist.answer as PlaylistResponse, volume, lang);
  const total = files.length + 1;
  stillSignedIn(owner);
  await storing(async () => {
    await putVolume({ ...record, complete: false });
    await putAnswer({ owner, path: playlistPath, ...playlist, pinned: volume });
  });
  onProgress({ done: 1, total });

  let downloaded = 1;
  const kept = [playlistPath];
  for (const [position, file] of files.entries()) {
    const before = await storing(() => getAnswer(owner, file.path));
    const etag = before?.pinned === volume ? before.etag : undefined;
    const fetched = await fetchForKeeping(file.route, { volume, index: file.index }, lang, etag);
    if (fetched === 'unchanged') kept.push(file.path);
    else if (fetched === 'missing') await storing(() => deleteAnswer(owner, file.path));
    else {
      stillSignedIn(owner);
      await storing(() => putAnswer({ owner, path: file.path, ...fetched, pinned: volume }));
      kept.push(file.path);
      downloaded += 1;
    }
    onProgress({ done: position + 2, total });
  }
  stillSignedIn(owner);
  await storing(async () => {
    // Chapters withdrawn from the playlist since: their files are freed.
    for (const answer of await pinnedAnswers(owner, volume)) {
      if (!kept.includes(answer.path)) await deleteAnswer(owner, answer.path);
    }
    await putVolume({ ...record, lang, paths: kept, checkedAt: Date.now(), complete: true });
  });
  return downloaded;
}

/** Keeps a volume offline in `lang`, reporting progress; throws NetworkError or StorageRefusedError. */
export async function keepVolume(
  owner: string,
  volume: number,
  lang: Language,
  onProgress: (progress: KeepProgress) => void = () => undefined,
): Promise<void> {
  // Asked once: a browser may then spare kept volumes when it runs short of space.
  void navigator.storage?.persist?.().catch(() => false);
  try {
    await syncVolume(owner, volume, lang, onProgress);
  } catch (error) {
    // No space for the whole volume: free what was stored of it rather than keep half.
    if (error instanceof StorageRefusedError) await deleteVolume(owner, volume).catch(() => undefined);
    throw error;
  } finally {
    changed();
  }
}

/**
 * Brings a kept volume up to date with the server (in the language it was kept in): only files
 * whose content hash changed are downloaded again. Returns how many were; 0 when it is not kept.
 */
export async function updateKeptVolume(owner: string, volume: number): Promise<number> {
  const record = await storing(() => getVolume(owner, volume));
  if (!record) return 0;
  try {
    return await syncVolume(owner, volume, record.lang as Language, () => undefined);
  } finally {
    changed();
  }
}

/** Removes a kept volume: every answer pinned for it is deleted, and the space freed. */
export async function removeKeptVolume(owner: string, volume: number): Promise<void> {
  await storing(() => deleteVolume(owner, volume));
  changed();
}

async function summarize(record: KeptVolume): Promise<KeptVolumeSummary> {
  const answers = await pinnedAnswers(record.owner, record.volume);
  const { volume, lang, keptAt, checkedAt, complete } = record;
  const bytes = answers.reduce((sum, answer) => sum + answer.bytes, 0);
  return { volume, lang, bytes, files: answers.length, keptAt, checkedAt, complete };
}

/** A volume `owner` keeps, with the space it takes; undefined when not kept. */
export async function keptVolume(owner: string, volume: number): Promise<KeptVolumeSummary | undefined> {
  const record = await storing(() => getVolume(owner, volume));
  return record && storing(() => summarize(record));
}

/** Every volume `owner` keeps, by number, with the space each takes. */
export async function keptVolumes(owner: string): Promise<KeptVolumeSummary[]> {
  return storing(async () => Promise.all((await listVolumes(owner)).map(summarize)));
}
