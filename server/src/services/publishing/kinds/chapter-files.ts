import type { Knex } from 'knex';
import { contentHash, storedContentText } from '@camino/schemas/content-hash';
import { isoNow, systemClock, type Clock } from '../../../lib/clock';
import { nextTurn } from '../../../lib/next-turn';
import { sha256 } from '../../../lib/sha256';
import { lockVolume } from './volume-lock';
import type { ContentKind, KindAdapter } from '../types';
import { chapterFileKey, fileOfKey, latest, lockForRead } from './volume-keys';
import { itemSummary } from '@camino/schemas/publishing/revision-summary';

type Reader = Knex | Knex.Transaction;

export type ChapterKind = 'main' | 'optional';

/** One file to store: its chapter index, its stored JSON text and that text's contentHash. */
export interface ChapterFileRow {
  index: number;
  content: string;
  hash: string;
}

/**
 * Rows and content bytes per multi-row INSERT: few statements for a whole volume, each well
 * under MySQL's max_allowed_packet (16 MB by default) and SQLite's bound-variable limit. A
 * statement is built on the request thread (MySQL: every value escaped in JavaScript) and SQLite
 * runs it synchronously, so 1 MB keeps each to a few milliseconds between turns of the event loop
 * (4 MB on MySQL held it for up to 180 ms of a 48 MB upload).
 */
const BATCH_ROWS = 100;
const BATCH_BYTES = 1024 * 1024;

/** The contentHash of each stored file of the volume and kind, by chapter index. */
export async function storedFileHashes(
  db: Reader,
  kind: ChapterKind,
  volume: number,
): Promise<Map<number, string>> {
  const rows: Array<{ chapter_index: number; content_hash: string }> = await db('chapter_files')
    .where({ volume_number: volume, kind })
    .select('chapter_index', 'content_hash');
  return new Map(rows.map((r) => [Number(r.chapter_index), r.content_hash]));
}

/** The contentHash of one stored file, or undefined when there is none. */
export async function storedFileHash(
  db: Reader,
  kind: ChapterKind,
  volume: number,
  index: number,
): Promise<string | undefined> {
  const row = await db('chapter_files')
    .where({ volume_number: volume, chapter_index: index, kind })
    .first('content_hash');
  return row?.content_hash as string | undefined;
}

/**
 * A chapter file's text and hash while the volume's current playlist has its index (a file left
 * past a shorter playlist, or of a deleted one, is not shown), or undefined: one query.
 */
export async function publishedChapterFile(
  db: Reader,
  kind: ChapterKind,
  volume: number,
  index: number,
): Promise<{ content: string; content_hash: string } | undefined> {
  return db('chapter_files as f')
    .where({ 'f.volume_number': volume, 'f.chapter_index': index, 'f.kind': kind })
    .whereExists(function () {
      this.select(db.raw('1'))
        .from('videos as v')
        .where('v.volume_number', volume)
        .andWhere('v.chapter_index', index);
    })
    .first('f.content', 'f.content_hash');
}

/** The volume's stored files, by index then kind, with when each was stored. */
export function storedFilesOf(
  db: Reader,
  volume: number,
): Promise<Array<{ chapter_index: number; kind: ChapterKind; updated_at: string }>> {
  return db('chapter_files')
    .where({ volume_number: volume })
    .orderBy([{ column: 'chapter_index' }, { column: 'kind' }])
    .select('chapter_index', 'kind', 'updated_at');
}

/** Every stored file's text, of both kinds. */
export function allChapterFileTexts(
  db: Reader,
): Promise<Array<{ volume_number: number; chapter_index: number; kind: ChapterKind; content: string }>> {
  return db('chapter_files').select('volume_number', 'chapter_index', 'kind', 'content');
}

/** Every optional file's contentHash (what the scripture index is parsed from). */
export function optionalFileHashes(
  db: Reader,
): Promise<Array<{ volume_number: number; chapter_index: number; content_hash: string }>> {
  return db('chapter_files')
    .where({ kind: 'optional' })
    .select('volume_number', 'chapter_index', 'content_hash');
}

/** The texts of the volume's optional files at these indexes. */
export function optionalFileTexts(
  db: Reader,
  volume: number,
  indexes: readonly number[],
): Promise<Array<{ chapter_index: number; content: string }>> {
  return db('chapter_files')
    .where({ volume_number: volume, kind: 'optional' })
    .whereIn('chapter_index', indexes)
    .select('chapter_index', 'content');
}

/**
 * Stores files of one volume and kind, replacing those of the same index, in multi-row upserts
 * inside the caller's transaction (which holds the volume's lock when it is an upload or revert).
 */
export async function storeChapterFiles(
  trx: Knex.Transaction,
  kind: ChapterKind,
  volume: number,
  files: readonly ChapterFileRow[],
  now: string,
): Promise<void> {
  const rows = files.map((file) => ({
    volume_number: volume,
    chapter_index: file.index,
    kind,
    content: file.content,
    content_hash: file.hash,
    created_at: now,
    updated_at: now,
  }));
  for (const chunk of chunksOf(rows, (row) => Buffer.byteLength(row.content))) {
    await trx('chapter_files')
      .insert(chunk)
      .onConflict(['volume_number', 'chapter_index', 'kind'])
      .merge(['content', 'content_hash', 'updated_at']);
  }
}

/** Deletes one stored file; answers how many rows went (0 when there was none). */
export function deleteChapterFile(
  trx: Knex.Transaction,
  kind: ChapterKind,
  volume: number,
  index: number,
): Promise<number> {
  return trx('chapter_files').where({ volume_number: volume, chapter_index: index, kind }).delete();
}

/** Splits rows into INSERT-sized chunks by count and by content size. */
function chunksOf<T>(rows: T[], sizeOf: (row: T) => number): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const row of rows) {
    if (current.length > 0 && (current.length >= BATCH_ROWS || bytes + sizeOf(row) > BATCH_BYTES)) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += sizeOf(row);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

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
    if (content === null) {
      await deleteChapterFile(trx, kind, volume, index);
      return;
    }
    const text = storedContentText(content);
    const file = { index, content: text, hash: contentHash(text, sha256) };
    await storeChapterFiles(trx, kind, volume, [file], isoNow(clock));
  }

  const summary = (before: unknown | null, after: unknown | null) => itemSummary(name, before, after);

  /** A volume's uploads and its reverts take turns (volume-lock.ts). */
  const lock = (trx: Knex.Transaction, key: string) => lockVolume(trx, fileOfKey(name, key).volume);

  return { kind: name, read, readMany, write, summary, lock };
}
