import { problem } from '@camino/schemas/messages/render-problem';
import type { Knex } from 'knex';
import { VOLUME_COUNT } from '@camino/schemas/constants';
import { AppError, message } from '../../../errors';
import { isMysql } from '../../../db/connection';
import { lockVolume } from './volume-lock';

type Reader = Knex | Knex.Transaction;

/** A key the adapters were not written for (a revision row edited by hand, a bad filter). */
export const badKey = (kind: string, key: string) =>
  new AppError(422, 'invalid_body', message('not_a_key', { key, kind }), [
    problem('/key', 'not_a_key', { kind }),
  ]);

/** The volume of a playlist key ("3"). */
export function volumeOfKey(kind: string, key: string): number {
  if (!/^[1-9][0-9]?$/.test(key) || Number(key) > VOLUME_COUNT) throw badKey(kind, key);
  return Number(key);
}

/** The volume and chapter index of a chapter file key ("3/12": the file 3-12.json). */
export function fileOfKey(kind: string, key: string): { volume: number; index: number } {
  const match = /^([1-9][0-9]?)\/([1-9][0-9]{0,2})$/.exec(key);
  if (!match || Number(match[1]) > VOLUME_COUNT) throw badKey(kind, key);
  return { volume: Number(match[1]), index: Number(match[2]) };
}

/** The key of a chapter file: "<volume>/<index>". */
export const chapterFileKey = (volume: number, index: number) => `${volume}/${index}`;

const isTransaction = (db: Reader): db is Knex.Transaction => (db as Knex.Transaction).isTransaction === true;

/**
 * Before a volume's content is read inside a transaction, takes the volume's lock (idempotent
 * within one transaction): on MySQL a REPEATABLE READ snapshot taken before another upload of
 * the volume committed would otherwise record a stale "before", and a revert running beside an
 * upload could interleave with it. Plain reads (a revision's detail page) take no lock.
 */
export async function lockForRead(db: Reader, volume: number): Promise<void> {
  if (!isTransaction(db) || !isMysql(db as Knex)) return;
  // Once per transaction and volume: a ZIP's 70 files are read twice each.
  const locked = lockedVolumes.get(db) ?? new Set<number>();
  if (locked.has(volume)) return;
  await lockVolume(db, volume);
  locked.add(volume);
  lockedVolumes.set(db, locked);
}

/** The volumes each open transaction has locked (a lock lasts until its transaction ends). */
const lockedVolumes = new WeakMap<Knex.Transaction, Set<number>>();

/**
 * A read of the latest committed rows inside a MySQL transaction (a locking read), so a snapshot
 * the transaction took earlier (e.g. when a revert read its revision) never hides a newer upload.
 */
export function latest<T extends Knex.QueryBuilder>(db: Reader, query: T): T {
  return isTransaction(db) && isMysql(db as Knex) ? (query.forUpdate() as T) : query;
}
