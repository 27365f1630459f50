import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openStore } from './answer-store';
import { keepGospelDays } from './keep-gospel-days';

// The server has every day up to 2026-11-20 and, ahead, only every other day.
const exists = (date: string) => date <= '2026-11-20' || Number(date.slice(8)) % 2 === 0;
const asked: string[] = [];

beforeEach(async () => {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const date = new URL(String(input), 'http://camino.test').searchParams.get('date')!;
      asked.push(date);
      return Promise.resolve(
        exists(date)
          ? new Response(JSON.stringify({ date }), { headers: { ETag: `"${date}"` } })
          : new Response(JSON.stringify({ detail: 'none' }), { status: 404 }),
      );
    }),
  );
  await (await openStore()).clear('answers');
});
afterEach(() => vi.unstubAllGlobals());

const keptDays = async () =>
  (await (await openStore()).getAllKeys('answers')).map(([, path]) => path.slice(-10)).sort();

describe('keeping the gospel days around the one shown', () => {
  it('keeps the last 7 days and the next 7 that exist, one request at a time', async () => {
    await keepGospelDays('2026-11-20', new AbortController().signal);
    expect(await keptDays()).toEqual([
      '2026-11-13',
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-22',
      '2026-11-24',
      '2026-11-26',
      '2026-11-28',
      '2026-11-30',
      '2026-12-02',
      '2026-12-04',
    ]);
  });

  it('does not ask again for days kept recently', async () => {
    await keepGospelDays('2026-11-20', new AbortController().signal);
    const kept = await keptDays();
    asked.length = 0;
    await keepGospelDays('2026-11-21', new AbortController().signal);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((date) => kept.includes(date))).toEqual([]);
  });

  it('stops when the reader moves on', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(keepGospelDays('2026-11-20', controller.signal)).rejects.toThrow();
    expect(asked).toEqual([]);
  });
});
