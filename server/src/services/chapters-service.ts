import type { Knex } from 'knex';
import type { Language } from '@camino/schemas/languages';
import { SOURCE_LANGUAGE, versionLanguage } from '@camino/schemas/translations/translatable';
import { message, notFound } from '../errors';
import { isoNow } from '../lib/clock';
import { contentHash } from '@camino/schemas/content-hash';
import { sha256 } from '../lib/sha256';
import type { AuditNote } from './audit-service';
import type { ContentVersion } from './content-version';
import type { ServiceDeps } from './deps';
import {
  deleteChapterFile,
  FILE_KINDS,
  publishedChapterFile,
  storeChapterFiles,
  storedFilesOf,
  storedFileHash,
  storedFileHashes,
  type ChapterKind,
} from './publishing/kinds/chapter-files';
import { hasPlaylist } from './publishing/kinds/playlist';
import { readerTranslation } from './publishing/kinds/translations';
import { chapterFileKey } from './publishing/kinds/volume-keys';
import { indexedVideosLastFirst } from './publishing/kinds/playlist-reads';
import { withVolumeLock } from './publishing/kinds/volume-lock';
import { volumeExists } from './publishing/kinds/volumes';

export type { ChapterKind };

/** One file of a batch: its chapter index and its validated JSON text. */
export interface ChapterFileInput {
  index: number;
  content: string;
  /** contentHash of `content` when the caller has it (uploads hash each entry as it is read). */
  hash?: string;
}

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
  async function get(kind: ChapterKind, volume: number, index: number, lang: Language = SOURCE_LANGUAGE) {
    const row = await publishedChapterFile(db, kind, volume, index);
    if (!row) {
      const label = kind === 'main' ? 'Main' : 'Optional';
      throw notFound(message('chapter_file_not_found', { label, volume, index }));
    }
    const translation = await readerTranslation(db, FILE_KINDS[kind], chapterFileKey(volume, index), lang);
    const file = translation ?? row;
    return {
      content: file.content,
      hash: file.content_hash,
      ...versionLanguage(lang, translation !== undefined),
    };
  }

  /** Stores one chapter file; returns false when the same content was already there. */
  async function put(kind: ChapterKind, volume: number, index: number, content: string): Promise<boolean> {
    const hash = contentHash(content, sha256);
    if ((await storedFileHash(db, kind, volume, index)) === hash) return false;
    await version.write((trx) =>
      storeChapterFiles(trx, kind, volume, [{ index, content, hash }], isoNow(clock)),
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
    const stored = await storedFileHashes(trx, kind, volume);
    const unchanged: number[] = [];
    const changed = [];
    for (const file of files) {
      // Hashing a whole volume at once here held the event loop for a quarter of a second at 60 MB.
      const hash = file.hash ?? contentHash(file.content, sha256);
      if (stored.get(file.index) === hash) unchanged.push(file.index);
      else changed.push({ index: file.index, content: file.content, hash });
    }
    await storeChapterFiles(trx, kind, volume, changed, isoNow(clock));
    return { written: changed.map((file) => file.index), unchanged };
  }

  /**
   * The volume's stored main and optional files, by index then kind, each with whether the current
   * playlist has its index (and the title there). 404 when the volume does not exist.
   */
  async function listStored(volume: number) {
    if (!(await volumeExists(db, volume))) throw notFound(message('volume_missing', { volume }));
    const [files, videos, playlist] = await Promise.all([
      storedFilesOf(db, volume),
      indexedVideosLastFirst(db, volume),
      hasPlaylist(db, volume),
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

  /** Deletes one stored file inside the caller's transaction holding the volume's lock; 404 when none. */
  async function removeIn(trx: Knex.Transaction, kind: ChapterKind, volume: number, index: number) {
    const deleted = await deleteChapterFile(trx, kind, volume, index);
    if (deleted === 0) {
      const label = kind === 'main' ? 'Main' : 'Optional';
      throw notFound(message('chapter_file_not_found', { label, volume, index }));
    }
  }

  return { get, put, putBatch, putBatchIn, listStored, removeIn };
}
