import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../api-errors';
import { clearSession, saveSession } from '../session';
import { chapterFile, volumePlaylist as playlist } from '../../test/volume-answers';
import * as store from './answer-store';
import {
  keepVolume,
  keptVolume,
  keptVolumes,
  removeKeptVolume,
  SignedOutError,
  StorageRefusedError,
  updateKeptVolume,
  type KeepProgress,
} from './keep-volume';

// The store as it is, except that a test can make it refuse writes as a full disk does.
let refuse = false;
vi.mock('./answer-store', async (original) => {
  const real = await original<typeof store>();
  return {
    ...real,
    putAnswer: (...args: Parameters<typeof real.putAnswer>) =>
      refuse ? Promise.reject(new DOMException('full', 'QuotaExceededError')) : real.putAnswer(...args),
  };
});

const OWNER = 'account:5';

/** A tiny server: the files it holds by path (without `?lang=`), each with its ETag. */
let files: Map<string, { body: unknown; etag: string }>;
const requests: { path: string; conditional: boolean }[] = [];

function serve(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), 'http://camino.test');
  const path = url.pathname.replace(/^\/api/, '');
  const sent = (init?.headers as Record<string, string>)['If-None-Match'];
  requests.push({ path, conditional: sent !== undefined });
  const file = files.get(path);
  if (!file) return Promise.resolve(new Response(JSON.stringify({ detail: 'no' }), { status: 404 }));
  if (sent === file.etag) return Promise.resolve(new Response(null, { status: 304 }));
  return Promise.resolve(new Response(JSON.stringify(file.body), { headers: { ETag: file.etag } }));
}

beforeEach(async () => {
  refuse = false;
  requests.length = 0;
  files = new Map([
    ['/volumes/1/playlist', { body: playlist([1, 2]), etag: '"p1"' }],
    ['/main-file/1/1', { body: chapterFile(1, 'one'), etag: '"m1"' }],
    ['/main-file/1/2', { body: chapterFile(2, 'two'), etag: '"m2"' }],
    // Chapter 1 has no optional file.
    ['/optional-file/1/2', { body: chapterFile(2, 'two extra'), etag: '"o2"' }],
  ]);
  vi.stubGlobal('fetch', vi.fn(serve));
  saveSession({ access_token: 't', user_type: 'user', user_info: { id: 5 } });
  const db = await store.openStore();
  await db.clear('answers');
  await db.clear('volumes');
});
afterEach(() => vi.unstubAllGlobals());

describe('keeping a volume offline', () => {
  it('stores the playlist and every chapter file, pinned, with progress and the space it takes', async () => {
    const progress: KeepProgress[] = [];
    await keepVolume(OWNER, 1, 'en', (step) => progress.push(step));
    expect(progress.at(-1)).toEqual({ done: 5, total: 5 });
    expect(progress.map((step) => step.done)).toEqual([1, 2, 3, 4, 5]);
    const pinned = await store.pinnedAnswers(OWNER, 1);
    expect(pinned.map((answer) => answer.path).sort()).toEqual([
      '/main-file/1/1?lang=en',
      '/main-file/1/2?lang=en',
      '/optional-file/1/2?lang=en',
      '/volumes/1/playlist?lang=en',
    ]);
    const summary = await keptVolume(OWNER, 1);
    expect(summary).toMatchObject({ volume: 1, lang: 'en', files: 4, complete: true });
    expect(summary!.bytes).toBe(pinned.reduce((sum, answer) => sum + answer.bytes, 0));
    expect(summary!.bytes).toBeGreaterThan(100);
    // Pinned: never evicted however many pages are read after.
    await store.evictRecent(0);
    expect(await store.pinnedAnswers(OWNER, 1)).toHaveLength(4);
  });

  it('updates itself by content hash: only changed or new files are downloaded, withdrawn ones freed', async () => {
    await keepVolume(OWNER, 1, 'en');
    files.set('/volumes/1/playlist', { body: playlist([2, 3]), etag: '"p2"' });
    files.set('/main-file/1/2', { body: chapterFile(2, 'two, revised'), etag: '"m2b"' });
    files.set('/main-file/1/3', { body: chapterFile(3, 'three'), etag: '"m3"' });
    files.delete('/main-file/1/1');
    requests.length = 0;

    // The playlist, the revised main file of chapter 2, and chapter 3's main file.
    expect(await updateKeptVolume(OWNER, 1)).toBe(3);
    const unchanged = requests.find((request) => request.path === '/optional-file/1/2');
    expect(unchanged).toEqual({ path: '/optional-file/1/2', conditional: true });
    expect((await store.getAnswer(OWNER, '/main-file/1/2?lang=en'))?.answer).toMatchObject({
      encoded_content: 'two, revised',
    });
    expect(await store.getAnswer(OWNER, '/main-file/1/1?lang=en')).toBeUndefined();
    expect(await keptVolume(OWNER, 1)).toMatchObject({ files: 4, complete: true });

    requests.length = 0;
    expect(await updateKeptVolume(OWNER, 1)).toBe(1);
    // Every kept file is only confirmed (304); chapter 3 still has no optional file to keep.
    expect(requests).toEqual([
      { path: '/volumes/1/playlist', conditional: false },
      { path: '/main-file/1/2', conditional: true },
      { path: '/optional-file/1/2', conditional: true },
      { path: '/main-file/1/3', conditional: true },
      { path: '/optional-file/1/3', conditional: false },
    ]);
  });

  it('remove frees every answer of the volume', async () => {
    await keepVolume(OWNER, 1, 'en');
    await removeKeptVolume(OWNER, 1);
    expect(await store.pinnedAnswers(OWNER, 1)).toEqual([]);
    expect(await keptVolumes(OWNER)).toEqual([]);
    expect(await updateKeptVolume(OWNER, 1)).toBe(0);
  });

  it('says when the browser refuses storage, and keeps nothing half stored', async () => {
    refuse = true;
    await expect(keepVolume(OWNER, 1, 'en')).rejects.toBeInstanceOf(StorageRefusedError);
    expect(await keptVolumes(OWNER)).toEqual([]);
  });

  it('stores nothing more once the account signs out during the download', async () => {
    // Sign-out, as the header does it, while the second chapter file is on its way.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('/main-file/1/2')) {
          await store.deleteOwner(OWNER);
          clearSession();
        }
        return serve(input, init);
      }),
    );
    await expect(keepVolume(OWNER, 1, 'en')).rejects.toBeInstanceOf(SignedOutError);
    expect(await store.pinnedAnswers(OWNER, 1)).toEqual([]);
    expect(await keptVolume(OWNER, 1)).toBeUndefined();
  });

  it('fails with NetworkError offline instead of keeping copies read from the device', async () => {
    await store.putAnswer({
      owner: OWNER,
      path: '/volumes/1/playlist?lang=en',
      answer: playlist([1]),
      etag: null,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(keepVolume(OWNER, 1, 'en')).rejects.toBeInstanceOf(NetworkError);
    expect(await store.pinnedAnswers(OWNER, 1)).toEqual([]);
  });
});

describe('a kept volume in another language', () => {
  it('kept again in the new language frees the old one', async () => {
    await keepVolume(OWNER, 1, 'en');
    await keepVolume(OWNER, 1, 'es');
    const paths = (await store.pinnedAnswers(OWNER, 1)).map((answer) => answer.path);
    expect(paths).toHaveLength(4);
    expect(paths.every((path) => path.endsWith('?lang=es'))).toBe(true);
    expect(await keptVolume(OWNER, 1)).toMatchObject({ lang: 'es', complete: true });
  });
});
