import { contentHash, storedContentText } from '@camino/schemas/content-hash';
import { isoNow } from '../../../lib/clock';
import { sha256 } from '../../../lib/sha256';
import type { ServiceDeps } from '../../deps';
import type { KindAdapter } from '../types';

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
        // As a delete does: the date's view count goes with it.
        await trx('gospel_views').where({ date }).delete();
        await trx('gospel_entries').where({ date }).delete();
        return;
      }
      const now = isoNow(clock);
      const content = storedContentText(entry);
      await trx('gospel_entries')
        .insert({
          date,
          content,
          content_hash: contentHash(content, sha256),
          created_at: now,
          updated_at: now,
        })
        .onConflict('date')
        .merge(['content', 'content_hash', 'updated_at']);
    },
  };
}
