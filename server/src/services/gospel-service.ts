import type { GospelEntry } from '@camino/schemas/gospel-entry';
import type { Knex } from 'knex';
import { message, notFound } from '../errors';
import { isoNow } from '../lib/clock';
import { sanitizeReflection } from '../lib/sanitize-reflection';
import type { AuditNote } from './audit-service';
import type { ContentVersion } from './content-version';
import type { ServiceDeps } from './deps';
import {
  deleteGospelEntries,
  gospelEntriesWithViews,
  gospelEntryExists,
  gospelEntryOn,
  storedGospelDates,
  storeGospelEntries,
} from './publishing/kinds/gospel';

/** The entry with its reflections' HTML cleaned; nothing else changes. */
function withSafeReflections(entry: GospelEntry): GospelEntry {
  return {
    ...entry,
    ...(entry.reflexion !== undefined ? { reflexion: sanitizeReflection(entry.reflexion) } : {}),
    ...(entry.en?.reflexion !== undefined
      ? { en: { ...entry.en, reflexion: sanitizeReflection(entry.en.reflexion) } }
      : {}),
  };
}

export type GospelService = ReturnType<typeof createGospelService>;

/** Gospel of the Day entries, one per date, and how often each date was viewed. */
export function createGospelService({ db, clock }: ServiceDeps, version: ContentVersion) {
  async function getByDate(date: string): Promise<GospelEntry> {
    const entry = await gospelEntryOn(db, date);
    if (!entry) throw notFound(message('gospel_not_available', { date }));
    return entry as GospelEntry;
  }

  /** Stores entries, replacing any with the same date, in one transaction (with `audit`'s row). */
  async function putEntries(entries: GospelEntry[], audit?: AuditNote<void>): Promise<void> {
    await version.write((trx) => storeEntries(trx, entries), audit);
  }

  /** Stores entries as given, replacing any with the same date, inside the caller's transaction. */
  async function storeEntries(trx: Knex.Transaction, entries: GospelEntry[]): Promise<void> {
    await storeGospelEntries(trx, entries, isoNow(clock));
  }

  /** The entries of an upload as they are stored: reflections sanitized (see importEntries). */
  const sanitizedEntries = (entries: GospelEntry[]): GospelEntry[] => entries.map(withSafeReflections);

  /** The dates stored now (every one, or those of `dates` that exist), inside `trx`. */
  function storedDates(trx: Knex.Transaction, dates: string[] | 'all'): Promise<string[]> {
    return storedGospelDates(trx, dates);
  }

  /** Counts one view of an existing date, atomically (concurrent views never lose a count). */
  async function recordView(date: string): Promise<void> {
    if (!(await gospelEntryExists(db, date))) throw notFound(message('gospel_not_available', { date }));
    await db('gospel_views')
      .insert({ date, views: 1 })
      .onConflict('date')
      .merge({ views: db.raw('?? + 1', ['gospel_views.views']) });
  }

  async function viewCount(date: string): Promise<number> {
    const row = await db('gospel_views').where({ date }).first('views');
    return Number(row?.views ?? 0);
  }

  /**
   * Stores an admin upload: each reflection (Spanish and English) is sanitized to the allow-list
   * of sanitizeReflection first, then entries replace those of the same date in one transaction.
   */
  async function importEntries(entries: GospelEntry[], audit?: AuditNote<string[]>): Promise<string[]> {
    const dates = entries.map((e) => e.date);
    await putEntries(entries.map(withSafeReflections), audit && ((_, trx) => audit(dates, trx)));
    return dates;
  }

  /** Every entry's summary for the admin list, newest date first, with its view count. */
  async function listSummaries() {
    const rows = await gospelEntriesWithViews(db);
    return rows.map((row) => {
      const entry = JSON.parse(row.content) as GospelEntry;
      return {
        date: entry.date,
        weekday: entry.weekday ?? '',
        reference: entry.gospel.reference,
        heading: entry.gospel.heading ?? '',
        views: Number(row.views ?? 0),
      };
    });
  }

  /** Deletes the entries of these dates (or all with `'all'`) and their view counts; returns how many entries went. */
  async function deleteEntries(dates: string[] | 'all', audit?: AuditNote<number>): Promise<number> {
    return version.write((trx) => deleteIn(trx, dates), audit);
  }

  /** Deletes entries and their view counts inside the caller's transaction; returns how many went. */
  function deleteIn(trx: Knex.Transaction, dates: string[] | 'all'): Promise<number> {
    return deleteGospelEntries(trx, dates);
  }

  return {
    getByDate,
    putEntries,
    recordView,
    viewCount,
    importEntries,
    listSummaries,
    deleteEntries,
    storeEntries,
    sanitizedEntries,
    storedDates,
    deleteIn,
  };
}
