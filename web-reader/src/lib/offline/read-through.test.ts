import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contractResponse, encodedContent } from '../../test/contract-response';
import { apiAnswer, apiCall } from '../api-client';
import { NetworkError } from '../api-errors';
import { getContent } from '../content-answer';
import { clearSession, saveSession } from '../session';
import { getAnswer, openStore } from './answer-store';
import { keepAnswer } from './read-through';
import { KEPT_ANSWER_EVENT, type KeptAnswerShown } from './kept-answers';

const fetchMock = vi.fn<typeof fetch>();
const offline = () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
const gospelDay = { date: '2026-11-24' } as never;

/** Waits until the idle write of an answer has landed. */
async function kept(owner: string, path: string) {
  await vi.waitFor(async () => expect(await getAnswer(owner, path)).toBeDefined());
  return (await getAnswer(owner, path))!;
}

const chapter = {
  volume: 1,
  index: 2,
  encoded_content: encodedContent('GET /main-file/:volume/:index', {
    info: { volume: 1, index: 2, date: '5 de enero' },
    description: 'Una **parábola** sobre la viña.',
    dialogue: [{ speaker: 'Ana', text: 'Hoy leemos Juan 15.' }],
  }),
  lang: 'en',
  fallback: false,
} as const;

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  const db = await openStore();
  await db.clear('answers');
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('reading through the offline store', () => {
  it("keeps a kept route's answer after answering, under the member's account, with its ETag", async () => {
    saveSession({ access_token: 'abc', user_type: 'user', user_info: { id: 9 } });
    fetchMock.mockResolvedValue(
      contractResponse('GET /main-file/:volume/:index', chapter, { headers: { ETag: '"hash-1"' } }),
    );
    const online = await getContent('GET /main-file/:volume/:index', { volume: 1, index: 2 }, 'en');
    const record = await kept('account:9', '/main-file/1/2?lang=en');
    expect(record).toMatchObject({ answer: chapter, etag: '"hash-1"', pinned: 0 });

    offline();
    const events: KeptAnswerShown[] = [];
    const listen = (event: Event) => events.push((event as CustomEvent<KeptAnswerShown>).detail);
    window.addEventListener(KEPT_ANSWER_EVENT, listen);
    const fromDevice = await getContent('GET /main-file/:volume/:index', { volume: 1, index: 2 }, 'en');
    window.removeEventListener(KEPT_ANSWER_EVENT, listen);
    // The same shape as the network's, decoded the same way.
    expect(fromDevice).toEqual(online);
    expect(events).toEqual([{ path: '/main-file/1/2?lang=en', storedAt: record.storedAt }]);
  });

  it("never answers one account's copy to another, nor to a visitor", async () => {
    saveSession({ access_token: 'abc', user_type: 'user', user_info: { id: 9 } });
    fetchMock.mockResolvedValue(contractResponse('GET /main-file/:volume/:index', chapter));
    await apiAnswer('GET /main-file/:volume/:index', {
      params: { volume: 1, index: 2 },
      query: { lang: 'en' },
    });
    await kept('account:9', '/main-file/1/2?lang=en');

    offline();
    saveSession({ access_token: 'xyz', user_type: 'user', user_info: { id: 10 } });
    await expect(
      apiAnswer('GET /main-file/:volume/:index', { params: { volume: 1, index: 2 }, query: { lang: 'en' } }),
    ).rejects.toBeInstanceOf(NetworkError);
  });

  it("keeps nothing of an account's answer that arrives after it signed out", async () => {
    const session = saveSession({ access_token: 'abc', user_type: 'user', user_info: { id: 9 } });
    clearSession();
    await keepAnswer('GET /main-file/:volume/:index', session, '/main-file/1/2?lang=en', chapter, null);
    expect(await getAnswer('account:9', '/main-file/1/2?lang=en')).toBeUndefined();
  });

  it('fails with NetworkError for a route that is never kept, and keeps nothing of it', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ groups: [] }))));
    await apiCall('GET /search', { query: { q: 'paz' } } as never).catch(() => undefined);
    offline();
    await expect(apiCall('GET /search', { query: { q: 'paz' } } as never)).rejects.toBeInstanceOf(
      NetworkError,
    );
    expect(await (await openStore()).count('answers')).toBe(0);
  });

  it("answers Today's last answer offline for another day, under the stand-in path", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ day: 'kept' }))));
    await apiAnswer('GET /today', { query: { date: '2026-11-24', lang: 'en' } });
    await kept('public', 'latest /today?lang=en');
    offline();
    const answer = await apiAnswer('GET /today', { query: { date: '2026-11-25', lang: 'en' } });
    expect(answer).toEqual({ day: 'kept' });
    await expect(
      apiAnswer('GET /today', { query: { date: '2026-11-25', lang: 'es' } }),
    ).rejects.toBeInstanceOf(NetworkError);
  });

  it('keeps a gospel day for everyone (a public route)', async () => {
    saveSession({ access_token: 'abc', user_type: 'user', user_info: { id: 9 } });
    fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify(gospelDay))));
    await apiAnswer('GET /evangelio-del-dia', { query: { date: '2026-11-24' } });
    await kept('public', '/evangelio-del-dia?date=2026-11-24');
  });
});

describe('the answers a pre-rendered page came with', () => {
  it('are kept as public answers of their routes; others are not', async () => {
    const { keepPrerendered, keptRouteOf } = await import('./read-through');
    expect(keptRouteOf('/volumes')).toBe('GET /volumes');
    expect(keptRouteOf('/volumes/1/playlist?lang=en')).toBe('GET /volumes/:volume/playlist');
    expect(keptRouteOf('/volumes/progress?lang=en')).toBe('GET /volumes/progress');
    expect(keptRouteOf('/search?q=paz')).toBeUndefined();
    await keepPrerendered({ '/volumes': { volumes: [] }, '/search?q=x': { groups: [] } });
    expect(await getAnswer('public', '/volumes')).toMatchObject({ answer: { volumes: [] } });
    expect(await getAnswer('public', '/search?q=x')).toBeUndefined();
  });
});
