import { sortedJson } from '@camino/schemas/content-hash';
import { problem } from '@camino/schemas/messages/render-problem';
import type { Knex } from 'knex';
import { AppError } from '../../errors';
import { sha256 } from '../../lib/sha256';
import type { ContentKind, KindAdapter } from './types';

/**
 * An item's base: the hash of its stored content as the adapter reads it (null while absent),
 * keys sorted, so the same stored item always has the same base whatever order its columns come
 * back in. Only the server computes it (GET /admin/content-item answers it): a client that hashed
 * its own file would disagree on any canonicalisation detail and be refused every time.
 */
export const itemBase = (content: unknown | null): string => sha256(sortedJson(content ?? null));

/** The base a write was made from, for one item it touches. */
export interface ItemBase {
  kind: ContentKind;
  key: string;
  hash: string;
}

/**
 * 409 stale_base when any item changed since its base was read: one problem per stale item,
 * naming it. Called inside the change's transaction after its turn is taken, so no other
 * publish can land between this check and the write.
 */
export async function checkBases(
  trx: Knex.Transaction,
  bases: readonly ItemBase[],
  adapterOf: (kind: ContentKind) => KindAdapter,
  pointer = '/base',
): Promise<void> {
  const stale: ItemBase[] = [];
  for (const base of bases) {
    const current = itemBase(await adapterOf(base.kind).read(trx, base.key));
    if (current !== base.hash) stale.push(base);
  }
  if (stale.length === 0) return;
  throw new AppError(
    409,
    'stale_base',
    undefined,
    stale.map((s) => problem(pointer, 'stale_base', { item: `${s.kind}/${s.key}` })),
  );
}
