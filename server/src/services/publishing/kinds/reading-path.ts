import type { Knex } from 'knex';
import { contentHash, storedContentText } from '@camino/schemas/content-hash';
import type { PathFile } from '@camino/schemas/path';
import { pathSummary } from '@camino/schemas/publishing/revision-summary';
import { isoNow, systemClock, type Clock } from '../../../lib/clock';
import { sha256 } from '../../../lib/sha256';
import type { KindAdapter } from '../types';
import { badKey } from './volume-keys';

type Reader = Knex | Knex.Transaction;

/** A stored reading path: its file and when it was last stored. */
export interface StoredPath {
  path: PathFile;
  updated_at: string;
}

/** Stores a reading path under its id, in place when one exists. */
export async function storePath(trx: Knex.Transaction, path: PathFile, now: string): Promise<void> {
  const text = storedContentText(path);
  await trx('reading_paths')
    .insert({
      id: path.id,
      content: text,
      content_hash: contentHash(text, sha256),
      created_at: now,
      updated_at: now,
    })
    .onConflict('id')
    .merge(['content', 'content_hash', 'updated_at']);
}

/** Deletes the reading path with this id. */
export async function deletePath(trx: Knex.Transaction, id: string): Promise<void> {
  await trx('reading_paths').where({ id }).delete();
}

/** The reading path with this id, or null. */
export async function publishedPath(db: Reader, id: string): Promise<StoredPath | null> {
  const row = await db('reading_paths').where({ id }).first('content', 'updated_at');
  return row
    ? { path: JSON.parse(row.content as string) as PathFile, updated_at: row.updated_at as string }
    : null;
}

/** Every reading path, in the order they were first published (then by id). */
export async function publishedPaths(db: Reader): Promise<StoredPath[]> {
  const rows = await db('reading_paths').orderBy(['created_at', 'id']).select('content', 'updated_at');
  return rows.map((row: Record<string, unknown>) => ({
    path: JSON.parse(row.content as string) as PathFile,
    updated_at: row.updated_at as string,
  }));
}

/** The `path` kind: a reading path keyed by its id, stored as its file. */
export function createPathAdapter(clock: Clock = systemClock): KindAdapter {
  async function read(db: Reader, key: string): Promise<PathFile | null> {
    return (await publishedPath(db, key))?.path ?? null;
  }

  async function write(trx: Knex.Transaction, key: string, content: unknown | null): Promise<void> {
    if (content === null) {
      await deletePath(trx, key);
      return;
    }
    const path = content as PathFile;
    if (path.id !== key) throw badKey('path', key);
    await storePath(trx, path, isoNow(clock));
  }

  function summary(before: unknown | null, after: unknown | null): string {
    const id = ((after ?? before) as PathFile | null)?.id ?? '';
    return pathSummary(id, before, after);
  }

  return { kind: 'path', read, write, summary };
}
