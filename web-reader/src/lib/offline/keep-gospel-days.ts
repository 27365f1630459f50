// The gospel days around the one a reader opened, kept for reading offline: the last 7 days and
// the next 7 that exist, fetched quietly one at a time when the page is idle. Loaded lazily.
import { addDays } from '@camino/schemas/calendar-date';
import { apiPath } from '@camino/schemas/api/paths';
import { apiAnswer } from '../api-client';
import { statusOf } from '../api-errors';
import { evictRecent, getAnswer, putAnswer } from './answer-store';
import { PUBLIC_OWNER } from './keep-policy';

/** Days kept on each side of the day shown. */
export const GOSPEL_DAYS_KEPT = 7;
/** How far ahead to look for the next days that exist (the future is published a little at a time). */
const DAYS_AHEAD_TRIED = 14;
/** A day kept this recently is not asked for again. */
const FRESH_MS = 6 * 60 * 60 * 1000;

const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 50);
  });

/** Keeps one day; true when it exists (kept now or recently), false when the server has none. */
async function keepDay(date: string, signal: AbortSignal): Promise<boolean> {
  const path = apiPath('GET /evangelio-del-dia', {}, { date });
  const before = await getAnswer(PUBLIC_OWNER, path);
  if (before && Date.now() - before.storedAt < FRESH_MS) return true;
  await idle();
  signal.throwIfAborted();
  let etag: string | null | undefined;
  try {
    const answer = await apiAnswer('GET /evangelio-del-dia', {
      query: { date },
      signal,
      withEtag: (value) => (etag = value),
    });
    // Answered from the device (the network failed): nothing new to keep, and nothing more to fetch.
    if (etag === undefined) throw new Error('offline');
    await putAnswer({ owner: PUBLIC_OWNER, path, answer, etag });
    return true;
  } catch (error) {
    if (statusOf(error) === 404) return false;
    throw error;
  }
}

/**
 * Keeps the 7 days before `date` and the next 7 after it that exist. Stops at the first failure
 * (offline, storage refused) or when `signal` aborts (the reader moved on): it is only a
 * convenience, retried on the next day shown.
 */
export async function keepGospelDays(date: string, signal: AbortSignal): Promise<void> {
  for (let back = 1; back <= GOSPEL_DAYS_KEPT; back += 1) await keepDay(addDays(date, -back), signal);
  let ahead = 0;
  for (let step = 1; step <= DAYS_AHEAD_TRIED && ahead < GOSPEL_DAYS_KEPT; step += 1) {
    if (await keepDay(addDays(date, step), signal)) ahead += 1;
  }
  await evictRecent();
}
