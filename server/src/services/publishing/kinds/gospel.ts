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

/** A Gospel of the Day entry, keyed by its ISO date; the content is the stored entry JSON. */
export function gospelAdapter({ clock }: ServiceDeps): KindAdapter {
  return {
    kind: 'gospel',
    async read(db, date) {
      const row = await db('gospel_entries').where({ date }).first('content');
      return row ? (JSON.parse(row.content as string) as unknown) : null;
    },
    async readMany(db, dates) {
      const rows = (await db('gospel_entries').whereIn('date', dates).select('date', 'content')) as {
        date: string;
        content: string;
      }[];
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
