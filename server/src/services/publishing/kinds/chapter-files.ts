import type { Knex } from 'knex';
import { contentHash, storedContentText } from '@camino/schemas/content-hash';
import { isoNow, systemClock, type Clock } from '../../../lib/clock';
import { nextTurn } from '../../../lib/next-turn';
import { sha256 } from '../../../lib/sha256';
import type { ChapterKind } from '../../chapters-service';
import { lockVolume } from '../../volume-lock';
import type { ContentKind, KindAdapter } from '../types';
import { chapterFileKey, fileOfKey, latest, lockForRead } from './volume-keys';

type Reader = Knex | Knex.Transaction;

/** Files per SELECT of readMany (each at most 2 MB, usually a few KB). */
const FILES_PER_READ = 8;

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
    await lockForRead(db, volume);
    const row = await latest(
      db,
      db('chapter_files').where({ volume_number: volume, chapter_index: index, kind }),
    ).first('content');
    return row ? (JSON.parse(row.content as string) as unknown) : null;
  }

  /**
   * One query per volume among `keys` (a ZIP's 70 files: one query for the befores, one for the
   * afters, instead of 140), under the same volume lock and latest-rows read as `read`.
   */
  async function readMany(db: Reader, keys: readonly string[]): Promise<Map<string, unknown>> {
    const byVolume = new Map<number, number[]>();
    for (const key of keys) {
      const { volume, index } = fileOfKey(name, key);
      byVolume.set(volume, [...(byVolume.get(volume) ?? []), index]);
    }
    const contents = new Map<string, unknown>();
    for (const [volume, indexes] of byVolume) {
      await lockForRead(db, volume);
      // A few files per statement: SQLite reads a statement's rows synchronously (300 files of a
      // 48 MB ZIP in one SELECT held the event loop for half a second), and parsing them is as long.
      for (let i = 0; i < indexes.length; i += FILES_PER_READ) {
        const rows = (await latest(
          db,
          db('chapter_files')
            .where({ volume_number: volume, kind })
            .whereIn('chapter_index', indexes.slice(i, i + FILES_PER_READ))
            .select('chapter_index', 'content'),
        )) as Array<{ chapter_index: number; content: string }>;
        for (const row of rows) {
          contents.set(chapterFileKey(volume, Number(row.chapter_index)), JSON.parse(row.content) as unknown);
          await nextTurn();
        }
      }
    }
    return contents;
  }

  async function write(trx: Knex.Transaction, key: string, content: unknown | null): Promise<void> {
    const { volume, index } = fileOfKey(name, key);
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

  return { kind: name, read, readMany, write, summary, lock };
}
