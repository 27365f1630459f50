import type { Knex } from 'knex';
import { contentHash, storedContentText } from '@camino/schemas/content-hash';
import { isoNow, systemClock, type Clock } from '../../../lib/clock';
import { sha256 } from '../../../lib/sha256';
import type { ChapterKind } from '../../chapters-service';
import { lockVolume } from '../../volume-lock';
import type { ContentKind, KindAdapter } from '../types';
import { fileOfKey, latest, lockForRead } from './volume-keys';

type Reader = Knex | Knex.Transaction;

/** The publishing kind of each stored chapter file kind. */
export const FILE_KINDS = { main: 'main_file', optional: 'optional_file' } as const satisfies Record<
  ChapterKind,
  ContentKind
>;

/**
 * A stored chapter file (main or optional), keyed "<volume>/<index>" (schemas/README.md,
 * "Revisions"): the file is stored, named and validated by its index (3-12.json, whose
 * info.index is 12), so the key of its history is too. Its content is the stored JSON parsed; a
 * restore stores JSON.stringify of it, which is the stored text byte for byte (storedContentText).
 */
export function createChapterFileAdapter(kind: ChapterKind, clock: Clock = systemClock): KindAdapter {
  const name = FILE_KINDS[kind];

  async function read(db: Reader, key: string): Promise<unknown | null> {
    const { volume, index } = fileOfKey(name, key);
    const known = (db as Knex.Transaction).isTransaction
      ? readAhead.get(db as Knex.Transaction)?.get(`${kind}:${volume}`)
      : undefined;
    if (known) {
      const text = known.get(index);
      return text === undefined ? null : (JSON.parse(text) as unknown);
    }
    await lockForRead(db, volume);
    const row = await latest(
      db,
      db('chapter_files').where({ volume_number: volume, chapter_index: index, kind }),
    ).first('content');
    return row ? (JSON.parse(row.content as string) as unknown) : null;
  }

  async function write(trx: Knex.Transaction, key: string, content: unknown | null): Promise<void> {
    const { volume, index } = fileOfKey(name, key);
    readAhead.get(trx)?.delete(`${kind}:${volume}`);
    await lockVolume(trx, volume);
    const where = { volume_number: volume, chapter_index: index, kind };
    if (content === null) {
      await trx('chapter_files').where(where).delete();
      return;
    }
    const text = storedContentText(content);
    const now = isoNow(clock);
    await trx('chapter_files')
      .insert({
        ...where,
        content: text,
        content_hash: contentHash(text, sha256),
        created_at: now,
        updated_at: now,
      })
      .onConflict(['volume_number', 'chapter_index', 'kind'])
      .merge(['content', 'content_hash', 'updated_at']);
  }

  function summary(before: unknown | null, after: unknown | null): string {
    const label = kind === 'main' ? 'main file' : 'optional file';
    if (before === null) return `${label} added`;
    if (after === null) return `${label} deleted`;
    return `${label} changed`;
  }

  /** A volume's uploads and its reverts take turns (volume-lock.ts). */
  const lock = (trx: Knex.Transaction, key: string) => lockVolume(trx, fileOfKey(name, key).volume);

  return { kind: name, read, write, summary, lock };
}

/** Per transaction, a volume's files of one kind read in one query ("kind:volume" → index → text). */
const readAhead = new WeakMap<Knex.Transaction, Map<string, Map<number, string>>>();

/**
 * Reads every stored file of the volume and kind in one query, so the adapter's reads of a whole
 * ZIP's files (before and after: 140 for a 70-file volume) cost one query each time instead of one
 * per file. The caller holds the volume's lock and calls it again after writing (the adapter's own
 * write drops it); anything else that writes these files in `trx` must call `forgetFiles`.
 */
export async function readFilesAhead(
  trx: Knex.Transaction,
  kind: ChapterKind,
  volume: number,
): Promise<void> {
  const rows = (await latest(
    trx,
    trx('chapter_files').where({ volume_number: volume, kind }).select('chapter_index', 'content'),
  )) as Array<{ chapter_index: number; content: string }>;
  const byTrx = readAhead.get(trx) ?? new Map<string, Map<number, string>>();
  byTrx.set(`${kind}:${volume}`, new Map(rows.map((r) => [Number(r.chapter_index), r.content])));
  readAhead.set(trx, byTrx);
}

/** Drops what readFilesAhead read (before a write of the volume's files in `trx`). */
export function forgetFiles(trx: Knex.Transaction, kind: ChapterKind, volume: number): void {
  readAhead.get(trx)?.delete(`${kind}:${volume}`);
}
