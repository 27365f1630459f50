import type { ResponseCache } from '../lib/response-cache';
import type { GospelService } from '../services/gospel-service';

/**
 * Most pre-rendered `/evangelio` days one server keeps, per language and build, least recently
 * asked first out. A day's page is about 30–60 KB with its compressed copies, so this holds ~4 MB
 * at most: visitors walking through the days never push the other public answers out of the
 * shared cache, and a day dropped here is only rendered again (~15 ms) if asked again.
 */
export const GOSPEL_PAGES_KEPT = 64;

/** The response-cache key of the set of days that have a gospel entry. */
const DATES_KEY = 'gospel:dates';

/**
 * What bounds the gospel page's renders: only days with an entry are rendered (the others get the
 * reader's plain shell, one shared file that shows the not-available message from the API's 404),
 * and at most GOSPEL_PAGES_KEPT rendered days stay cached. The set of days lives in the shared
 * response cache, so a content change (any server's, through the content generation) drops it
 * with the pages.
 */
export function createGospelPages(cache: ResponseCache, gospel: Pick<GospelService, 'listSummaries'>) {
  /** Cache keys of the rendered days, least recently used first (a Map keeps insertion order). */
  const kept = new Map<string, true>();

  /** True when `date` has an entry; one query per content generation, then a Set lookup. */
  async function hasEntry(date: string): Promise<boolean> {
    const dates = await cache.get(
      DATES_KEY,
      async () => new Set((await gospel.listSummaries()).map((entry) => entry.date)),
      (set) => 64 + set.size * 16,
    );
    return dates.has(date);
  }

  /** Records a use of the rendered day under `key`; drops the least recent past the bound. */
  function keep(key: string): void {
    kept.delete(key);
    kept.set(key, true);
    for (const oldest of kept.keys()) {
      if (kept.size <= GOSPEL_PAGES_KEPT) break;
      kept.delete(oldest);
      cache.drop(oldest);
    }
  }

  return { hasEntry, keep };
}
