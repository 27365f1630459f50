import type { Knex } from 'knex';
import { contentHash, storedContentText } from '@camino/schemas/content-hash';
import { isoNow } from '../../../lib/clock';
import { sha256 } from '../../../lib/sha256';
import type { ServiceDeps } from '../../deps';
import type { KindAdapter } from '../types';

type Reader = Knex | Knex.Transaction;

/** Stores entries as given (each under its `date`), replacing those of the same date. */
export async function storeGospelEntries(
  trx: Knex.Transaction,
  entries: ReadonlyArray<{ date: string }>,
  now: string,
): Promise<void> {
  for (const entry of entries) {
    const content = storedContentText(entry);
    await trx('gospel_entries')
      .insert({
        date: entry.date,
        content,
        content_hash: contentHash(content, sha256),
        created_at: now,
        updated_at: now,
      })
      .onConflict('date')
      .merge(['content', 'content_hash', 'updated_at']);
  }
}

/**
 * Deletes the entries of these dates (or every one with 'all') with their view counts, which
 * mean nothing without the entry; answers how many entries went.
 */
export async function deleteGospelEntries(trx: Knex.Transaction, dates: readonly string[] | 'all') {
  if (dates === 'all') {
    await trx('gospel_views').delete();
    return trx('gospel_entries').delete();
  }
  await trx('gospel_views').whereIn('date', dates).delete();
  return trx('gospel_entries').whereIn('date', dates).delete();
}

/** The dates stored now (every one, or those of `dates` that exist), in date order. */
export async function storedGospelDates(db: Reader, dates: readonly string[] | 'all'): Promise<string[]> {
  const query = db('gospel_entries').orderBy('date').select('date');
  if (dates !== 'all') query.whereIn('date', dates);
  return ((await query) as { date: string }[]).map((row) => row.date);
}

/** The stored entry of `date` (its JSON parsed), or null. */
export async function gospelEntryOn(db: Reader, date: string): Promise<unknown | null> {
  const row = await db('gospel_entries').where({ date }).first('content');
  return row ? (JSON.parse(row.content as string) as unknown) : null;
}

/** Whether an entry is stored for `date` (reads the primary key alone). */
export async function gospelEntryExists(db: Reader, date: string): Promise<boolean> {
  return Boolean(await db('gospel_entries').where({ date }).first('date'));
}

/** Every entry's stored JSON with its view count (null before a first view), newest date first. */
export async function gospelEntriesWithViews(
  db: Reader,
): Promise<Array<{ content: string; views: number | string | null }>> {
  return db('gospel_entries as e')
    .leftJoin('gospel_views as v', 'v.date', 'e.date')
    .select('e.date', 'e.content', 'v.views')
    .orderBy('e.date', 'desc');
}

/** Every entry's stored JSON text, by date. */
export function gospelTexts(db: Reader): Promise<Array<{ content: string }>> {
  return db('gospel_entries').orderBy('date').select('content');
}

/** Every entry's date and contentHash (what the scripture index is parsed from). */
export function gospelHashes(db: Reader): Promise<Array<{ date: string; content_hash: string }>> {
  return db('gospel_entries').select('date', 'content_hash');
}

/** The stored JSON text of the entries of these dates (those that exist). */
export function gospelTextsOn(
  db: Reader,
  dates: readonly string[],
): Promise<Array<{ date: string; content: string }>> {
  return db('gospel_entries').whereIn('date', dates).select('date', 'content');
}

/** A Gospel of the Day entry, keyed by its ISO date; the content is the stored entry JSON. */
export function gospelAdapter({ clock }: ServiceDeps): KindAdapter {
  return {
    kind: 'gospel',
    read: gospelEntryOn,
    async readMany(db, dates) {
      const rows = await gospelTextsOn(db, dates);
      return new Map(rows.map((row) => [row.date, JSON.parse(row.content) as unknown]));
    },
    async write(trx, date, entry) {
      if (entry === null || entry === undefined) {
        await deleteGospelEntries(trx, [date]);
        return;
      }
      await storeGospelEntries(trx, [{ ...(entry as object), date }], isoNow(clock));
    },
  };
}
