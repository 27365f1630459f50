import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  deleteOwner,
  deleteVolume,
  evictRecent,
  getAnswer,
  openStore,
  pinnedAnswers,
  putAnswer,
  putVolume,
  listVolumes,
} from './answer-store';

beforeEach(async () => {
  const db = await openStore();
  await db.clear('answers');
  await db.clear('volumes');
});

describe('offline answer store', () => {
  it('keeps an answer by owner and path, with when it was stored and its size in bytes', async () => {
    await putAnswer({ owner: 'public', path: '/about?lang=es', answer: { text: 'ñ' }, etag: '"h1"' });
    const kept = await getAnswer('public', '/about?lang=es');
    expect(kept).toMatchObject({ answer: { text: 'ñ' }, etag: '"h1"', pinned: 0 });
    // {"text":"ñ"} is 12 characters and 13 UTF-8 bytes.
    expect(kept!.bytes).toBe(13);
    expect(kept!.storedAt).toBeGreaterThan(0);
    expect(await getAnswer('account:1', '/about?lang=es')).toBeUndefined();
    expect(await getAnswer('public', '/about?lang=en')).toBeUndefined();
  });

  it('evicts the oldest recent reads beyond the bound, never a pinned answer', async () => {
    await putAnswer({ owner: 'a', path: '/pinned', answer: 1, etag: null, pinned: 3, storedAt: 1 });
    for (let i = 1; i <= 5; i += 1) {
      await putAnswer({ owner: 'a', path: `/recent/${i}`, answer: i, etag: null, storedAt: 10 + i });
    }
    await evictRecent(3);
    expect(await getAnswer('a', '/recent/1')).toBeUndefined();
    expect(await getAnswer('a', '/recent/2')).toBeUndefined();
    expect(await getAnswer('a', '/recent/3')).toBeDefined();
    expect(await getAnswer('a', '/recent/5')).toBeDefined();
    expect(await getAnswer('a', '/pinned')).toBeDefined();
  });

  it('keeps a pinned answer pinned when a recent read refreshes it', async () => {
    await putAnswer({ owner: 'a', path: '/main-file/1/2?lang=en', answer: 'old', etag: '"1"', pinned: 1 });
    await putAnswer({ owner: 'a', path: '/main-file/1/2?lang=en', answer: 'new', etag: '"2"' });
    expect(await getAnswer('a', '/main-file/1/2?lang=en')).toMatchObject({ answer: 'new', pinned: 1 });
  });

  it("removes a volume's answers and record, and only that owner's", async () => {
    await putAnswer({ owner: 'a', path: '/x', answer: 1, etag: null, pinned: 1 });
    await putAnswer({ owner: 'a', path: '/y', answer: 1, etag: null, pinned: 2 });
    await putAnswer({ owner: 'b', path: '/x', answer: 1, etag: null, pinned: 1 });
    const record = { lang: 'en', paths: ['/x'], keptAt: 1, checkedAt: 1, complete: true };
    await putVolume({ owner: 'a', volume: 1, ...record });
    await putVolume({ owner: 'b', volume: 1, ...record });
    await deleteVolume('a', 1);
    expect(await pinnedAnswers('a', 1)).toEqual([]);
    expect(await pinnedAnswers('a', 2)).toHaveLength(1);
    expect(await pinnedAnswers('b', 1)).toHaveLength(1);
    expect((await listVolumes('a')).map((v) => v.volume)).toEqual([]);
    expect((await listVolumes('b')).map((v) => v.volume)).toEqual([1]);
  });

  it('forgets everything one account kept (signing out), and nothing of another', async () => {
    await putAnswer({ owner: 'account:1', path: '/notes/1/2', answer: { note_text: 'mine' }, etag: null });
    await putAnswer({ owner: 'account:1', path: '/main-file/1/2?lang=en', answer: 1, etag: null, pinned: 1 });
    await putAnswer({ owner: 'account:12', path: '/notes/1/2', answer: { note_text: 'theirs' }, etag: null });
    await putAnswer({ owner: 'public', path: '/about?lang=en', answer: 1, etag: null });
    const record = { lang: 'en', paths: ['/main-file/1/2?lang=en'], keptAt: 1, checkedAt: 1, complete: true };
    await putVolume({ owner: 'account:1', volume: 1, ...record });
    await putVolume({ owner: 'account:12', volume: 1, ...record });
    await deleteOwner('account:1');
    expect(await getAnswer('account:1', '/notes/1/2')).toBeUndefined();
    expect(await getAnswer('account:1', '/main-file/1/2?lang=en')).toBeUndefined();
    expect(await listVolumes('account:1')).toEqual([]);
    expect(await getAnswer('account:12', '/notes/1/2')).toBeDefined();
    expect(await listVolumes('account:12')).toHaveLength(1);
    expect(await getAnswer('public', '/about?lang=en')).toBeDefined();
  });
});
