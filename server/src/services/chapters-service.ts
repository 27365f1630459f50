import type { Knex } from 'knex';
import { message, notFound } from '../errors';
import { isoNow } from '../lib/clock';
import { contentHash } from '@camino/schemas/content-hash';
import { sha256 } from '../lib/sha256';
import type { AuditNote } from './audit-service';
import type { ContentVersion } from './content-version';
import type { ServiceDeps } from './deps';
import { withVolumeLock } from './volume-lock';

export type ChapterKind = 'main' | 'optional';

/** One file of a batch: its chapter index and its validated JSON text. */
export interface ChapterFileInput {
  index: number;
  content: string;
  /** contentHash of `content` when the caller has it (uploads hash each entry as it is read). */
  hash?: string;
}

/**
 * Rows and content bytes per multi-row INSERT: few statements for a whole volume, each well
 * under MySQL's max_allowed_packet (16 MB by default) and SQLite's bound-variable limit. A
 * statement is built on the request thread (MySQL: every value escaped in JavaScript) and SQLite
 * runs it synchronously, so 1 MB keeps each to a few milliseconds between turns of the event loop
 * (4 MB on MySQL held it for up to 180 ms of a 48 MB upload, issue 29).
 */
const BATCH_ROWS = 100;
const BATCH_BYTES = 1024 * 1024;

export type ChaptersService = ReturnType<typeof createChaptersService>;

/** What putBatch did: the chapter indexes written and those already up to date. */
export interface StoredBatch {
  written: number[];
  unchanged: number[];
}

/** Main and optional chapter files, stored as validated JSON text keyed by (volume, index, kind). */
export function createChaptersService({ db, clock }: ServiceDeps, version: ContentVersion) {
  /**
   * A chapter file as members get it: only while the volume's current playlist has its index, so
   * a file left past a shorter playlist (or of a deleted one) is 404 like a missing file.
   */
  async function get(kind: ChapterKind, volume: number, index: number) {
    const row = await db('chapter_files as f')
      .where({ 'f.volume_number': volume, 'f.chapter_index': index, 'f.kind': kind })
      .whereExists(function () {
        this.select(db.raw('1'))
          .from('videos as v')
          .where('v.volume_number', volume)
          .andWhere('v.chapter_index', index);
      })
      .first('f.content', 'f.content_hash');
    if (!row) {
      const label = kind === 'main' ? 'Main' : 'Optional';
      throw notFound(message('chapter_file_not_found', { label, volume, index }));
    }
    return { content: row.content as string, hash: row.content_hash as string };
  }

  /** Stores one chapter file; returns false when the same content was already there. */
  async function put(kind: ChapterKind, volume: number, index: number, content: string): Promise<boolean> {
    const hash = contentHash(content, sha256);
    const key = { volume_number: volume, chapter_index: index, kind };
    const existing = await db('chapter_files').where(key).first('content_hash');
    if (existing?.content_hash === hash) return false;
    const now = isoNow(clock);
    await version.write((trx) =>
      trx('chapter_files')
        .insert({ ...key, content, content_hash: hash, created_at: now, updated_at: now })
        .onConflict(['volume_number', 'chapter_index', 'kind'])
        .merge(['content', 'content_hash', 'updated_at']),
    );
    return true;
  }

  /**
   * Stores files of one volume and kind in ONE transaction holding the volume's lock (see
   * volume-lock.ts): a failure part-way leaves the volume as it was, and two batches of one volume
   * never interleave. The stored hashes are read in one query; only changed files are written, in
   * multi-row upserts. Returns the indexes written and those already up to date.
   */
  async function putBatch(
    kind: ChapterKind,
    volume: number,
    files: ChapterFileInput[],
    audit?: AuditNote<StoredBatch>,
  ): Promise<StoredBatch> {
    return withVolumeLock(db, volume, async (trx) => {
      const batch = await putBatchIn(trx, kind, volume, files);
      await audit?.(batch, trx);
      if (batch.written.length > 0) await version.bump(trx);
      return batch;
    });
  }

  /**
   * putBatch's writes inside the caller's transaction, which holds the volume's lock
   * (publishing: a dry run or a revisioned upload); the caller raises the generation.
   */
  async function putBatchIn(
    trx: Knex.Transaction,
    kind: ChapterKind,
    volume: number,
    files: ChapterFileInput[],
  ): Promise<StoredBatch> {
    const now = isoNow(clock);
    const rows: Array<{ chapter_index: number; content_hash: string }> = await trx('chapter_files')
      .where({ volume_number: volume, kind })
      .select('chapter_index', 'content_hash');
    const stored = new Map(rows.map((r) => [Number(r.chapter_index), r.content_hash]));
    const unchanged: number[] = [];
    const changed = [];
    for (const file of files) {
      // Hashing a whole volume at once here held the event loop for a quarter of a second at 60 MB.
      const hash = file.hash ?? contentHash(file.content, sha256);
      if (stored.get(file.index) === hash) {
        unchanged.push(file.index);
        continue;
      }
      changed.push({
        volume_number: volume,
        chapter_index: file.index,
        kind,
        content: file.content,
        content_hash: hash,
        created_at: now,
        updated_at: now,
      });
    }
    for (const chunk of chunksOf(changed, (row) => Buffer.byteLength(row.content))) {
      await trx('chapter_files')
        .insert(chunk)
        .onConflict(['volume_number', 'chapter_index', 'kind'])
        .merge(['content', 'content_hash', 'updated_at']);
    }
    return { written: changed.map((row) => row.chapter_index), unchanged };
  }

  /**
   * The volume's stored main and optional files, by index then kind, each with whether the current
   * playlist has its index (and the title there). 404 when the volume does not exist.
   */
  async function listStored(volume: number) {
    const exists = await db('volumes').where({ volume_number: volume }).first('volume_number');
    if (!exists) throw notFound(message('volume_missing', { volume }));
    const [files, videos, playlist] = await Promise.all([
      db('chapter_files')
        .where({ volume_number: volume })
        .orderBy([{ column: 'chapter_index' }, { column: 'kind' }])
        .select('chapter_index', 'kind', 'updated_at'),
      db('videos')
        .where({ volume_number: volume })
        .whereNotNull('chapter_index')
        .orderBy('position', 'desc')
        .select('chapter_index', 'title'),
      db('playlists').where({ volume_number: volume }).first('volume_number'),
    ]);
    // Ordered last to first, so the first video of an index is the one kept.
    const titles = new Map(videos.map((v) => [Number(v.chapter_index), v.title as string]));
    return {
      volume_number: volume,
      has_playlist: Boolean(playlist),
      chapters: files.map((f) => ({
        index: Number(f.chapter_index),
        kind: f.kind as ChapterKind,
        in_playlist: titles.has(Number(f.chapter_index)),
        title: titles.get(Number(f.chapter_index)) ?? null,
        updated_at: f.updated_at as string,
      })),
    };
  }

  /** Deletes one stored file, with its audit row, under the volume's lock; 404 when there is none. */
  async function remove(kind: ChapterKind, volume: number, index: number, audit?: AuditNote<void>) {
    await withVolumeLock(db, volume, async (trx) => {
      await removeIn(trx, kind, volume, index);
      await audit?.(undefined, trx);
      await version.bump(trx);
    });
  }

  /** remove's delete inside the caller's transaction holding the volume's lock; 404 when none. */
  async function removeIn(trx: Knex.Transaction, kind: ChapterKind, volume: number, index: number) {
    const deleted = await trx('chapter_files')
      .where({ volume_number: volume, chapter_index: index, kind })
      .delete();
    if (deleted === 0) {
      const label = kind === 'main' ? 'Main' : 'Optional';
      throw notFound(message('chapter_file_not_found', { label, volume, index }));
    }
  }

  return { get, put, putBatch, putBatchIn, listStored, remove, removeIn };
}

/** Splits rows into INSERT-sized chunks by count and by content size. */
function chunksOf<T>(rows: T[], sizeOf: (row: T) => number, batchBytes = BATCH_BYTES): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const row of rows) {
    if (current.length > 0 && (current.length >= BATCH_ROWS || bytes + sizeOf(row) > batchBytes)) {
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
