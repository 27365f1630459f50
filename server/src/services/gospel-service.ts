import type { GospelEntry } from '@camino/schemas/gospel-entry';
import { notFound } from '../errors';
import { isoNow } from '../lib/clock';
import { sha256 } from '../lib/content-encoding';
import type { ServiceDeps } from './deps';

export type GospelService = ReturnType<typeof createGospelService>;

/** Gospel of the Day entries, one per date, and how often each date was viewed. */
export function createGospelService({ db, clock }: ServiceDeps) {
  async function getByDate(date: string): Promise<GospelEntry> {
    const row = await db('gospel_entries').where({ date }).first('content');
    if (!row) throw notFound(`The gospel for ${date} is not available`);
    return JSON.parse(row.content as string) as GospelEntry;
  }

  /** Stores entries, replacing any with the same date, in one transaction. */
  async function putEntries(entries: GospelEntry[]): Promise<void> {
    const now = isoNow(clock);
    await db.transaction(async (trx) => {
      for (const entry of entries) {
        const content = JSON.stringify(entry);
        await trx('gospel_entries')
          .insert({
            date: entry.date,
            content,
            content_hash: sha256(content),
            created_at: now,
            updated_at: now,
          })
          .onConflict('date')
          .merge(['content', 'content_hash', 'updated_at']);
      }
    });
  }

  /** Counts one view of an existing date, atomically (concurrent views never lose a count). */
  async function recordView(date: string): Promise<void> {
    const exists = await db('gospel_entries').where({ date }).first('date');
    if (!exists) throw notFound(`The gospel for ${date} is not available`);
    await db('gospel_views')
      .insert({ date, views: 1 })
      .onConflict('date')
      .merge({ views: db.raw('?? + 1', ['gospel_views.views']) });
  }

  async function viewCount(date: string): Promise<number> {
    const row = await db('gospel_views').where({ date }).first('views');
    return Number(row?.views ?? 0);
  }

  return { getByDate, putEntries, recordView, viewCount };
}
