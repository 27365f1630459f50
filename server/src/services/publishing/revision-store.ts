import type { AdminAction } from '@camino/schemas/api/admin-actions';
import type { Knex } from 'knex';
import { AUDIT_COLUMN_LIMITS, fitColumn, type Actor } from '../audit-service';
import { isMysql } from '../../db/connection';
import { nextTurn } from '../../lib/next-turn';
import { sha256 } from '../../lib/sha256';
import type { ContentKind } from './types';

/** Each item keeps at most this many revisions (docs/api.md, "Dry run, history and rollback"). */
export const REVISIONS_PER_ITEM = 50;

/** One changed item of a revision to store. */
export interface RevisionItemInput {
  kind: ContentKind;
  key: string;
  before: unknown | null;
  after: unknown | null;
}

export interface RevisionInput {
  actor: Actor;
  action: AdminAction;
  kind: ContentKind;
  key: string;
  summary: string;
  createdAt: string;
  reverts: number | null;
  items: RevisionItemInput[];
}

/** A revision's row as lists show it. */
export interface RevisionRow {
  id: number;
  created_at: string;
  admin: string;
  action: string;
  kind: ContentKind;
  key: string;
  summary: string;
  reverts: number | null;
}

const rowOf = (r: Record<string, unknown>): RevisionRow => ({
  id: Number(r.id),
  created_at: r.created_at as string,
  admin: r.actor_name as string,
  action: r.action as string,
  kind: r.kind as ContentKind,
  key: r.item_key as string,
  summary: r.summary as string,
  reverts: r.reverts == null ? null : Number(r.reverts),
});

/**
 * A read of the latest committed rows. On MySQL a plain SELECT reads the transaction's snapshot,
 * which may predate a revision another writer committed while this one waited for the content
 * generation's row lock; a locking read sees it (SQLite has one writer at a time anyway).
 */
function fresh(query: Knex.QueryBuilder): Knex.QueryBuilder {
  return isMysql(query as unknown as Knex) ? query.forShare() : query;
}

/** Rows per multi-row insert: 5 columns × 200 is well under SQLite's variable limit. */
const ROWS_PER_INSERT = 200;
/**
 * Text per insert of contents, well under MySQL's max_allowed_packet (16 MB by default on
 * MariaDB), and small enough that building it (MySQL escapes values in JavaScript) or running it
 * (SQLite, synchronously) takes a few milliseconds of the request thread (see chapters-service).
 */
const BYTES_PER_INSERT = 1024 * 1024;

/**
 * The hash of each stored text (null stays null: an absent item), each distinct text once. A
 * volume's ZIP is hundreds of texts of up to 2 MB each: other requests get turns between them.
 */
async function hashContents(items: readonly RevisionItemInput[]) {
  const texts = new Map<string, string>();
  const hashOf = (content: unknown | null): string | null => {
    if (content === null || content === undefined) return null;
    const text = JSON.stringify(content);
    const hash = sha256(text);
    texts.set(hash, text);
    return hash;
  };
  const hashes = [];
  for (const item of items) {
    hashes.push({ before: hashOf(item.before), after: hashOf(item.after) });
    await nextTurn();
  }
  return { hashes, texts };
}

/**
 * Stores each text not stored yet, in a few multi-row inserts (a 70-file ZIP was 140 statements
 * one by one). A content already stored (usually every before: the previous revision's after) is
 * not sent again; `ignore` still covers one stored meanwhile.
 */
async function storeContents(trx: Knex.Transaction, texts: ReadonlyMap<string, string>): Promise<void> {
  const wanted = [...texts.keys()];
  const stored = new Set<string>();
  for (let i = 0; i < wanted.length; i += ROWS_PER_INSERT) {
    const rows = (await fresh(trx('revision_contents'))
      .whereIn('hash', wanted.slice(i, i + ROWS_PER_INSERT))
      .select('hash')) as { hash: string }[];
    for (const row of rows) stored.add(row.hash);
  }
  let batch: { hash: string; content: string }[] = [];
  let bytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await trx('revision_contents').insert(batch).onConflict('hash').ignore();
    batch = [];
    bytes = 0;
  };
  for (const [hash, content] of texts) {
    if (stored.has(hash)) continue;
    if (batch.length >= ROWS_PER_INSERT || (batch.length > 0 && bytes + content.length > BYTES_PER_INSERT)) {
      await flush();
    }
    batch.push({ hash, content });
    // Counted as 3 bytes per UTF-16 unit: the most one takes in utf8mb4.
    bytes += content.length * 3;
  }
  await flush();
}

/**
 * Writes a revision and prunes each of its items' history to REVISIONS_PER_ITEM, inside the
 * change's transaction. Callers raise the content generation before this: that row lock
 * serializes every revision writer, so pruning's removal of unreferenced contents never races
 * another writer reusing one of them.
 */
export async function writeRevision(trx: Knex.Transaction, input: RevisionInput): Promise<number> {
  // Both drivers answer [new id] without `returning` (MySQL has none).
  const [inserted] = await trx('revisions').insert({
    created_at: input.createdAt,
    actor_id: input.actor.id,
    actor_name: fitColumn(input.actor.name, AUDIT_COLUMN_LIMITS.actor_name),
    action: fitColumn(input.action, 64),
    kind: input.kind,
    item_key: fitColumn(input.key, 200),
    summary: fitColumn(input.summary, 500),
    reverts: input.reverts,
  });
  const id = Number(inserted);
  const { hashes, texts } = await hashContents(input.items);
  await storeContents(trx, texts);
  const rows = input.items.map((item, n) => ({
    revision_id: id,
    kind: item.kind,
    item_key: item.key,
    before_hash: hashes[n]!.before,
    after_hash: hashes[n]!.after,
  }));
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await trx('revision_items').insert(rows.slice(i, i + ROWS_PER_INSERT));
  }
  await prune(trx, input.items);
  return id;
}

/**
 * Deletes, whole, every revision older than the REVISIONS_PER_ITEM newest of one of `items`
 * (a revision is one unit: reverting half of one would mix two states), then the contents no
 * revision refers to any more.
 */
async function prune(trx: Knex.Transaction, items: readonly { kind: string; key: string }[]) {
  const byKind = new Map<string, string[]>();
  for (const item of items) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item.key]);
  const doomed = new Set<number>();
  for (const [kind, keys] of byKind) {
    for (let i = 0; i < keys.length; i += 200) {
      const over = (await fresh(trx('revision_items'))
        .where({ kind })
        .whereIn('item_key', keys.slice(i, i + 200))
        .groupBy('item_key')
        .havingRaw('count(*) > ?', [REVISIONS_PER_ITEM])
        .select('item_key')) as { item_key: string }[];
      for (const { item_key } of over) {
        const old = (await fresh(trx('revision_items'))
          .where({ kind, item_key })
          .orderBy('revision_id', 'desc')
          .offset(REVISIONS_PER_ITEM)
          .limit(1_000_000)
          .select('revision_id')) as { revision_id: number }[];
        for (const row of old) doomed.add(Number(row.revision_id));
      }
    }
  }
  if (doomed.size === 0) return;
  const ids = [...doomed];
  const hashes = new Set<string>();
  for (const row of (await trx('revision_items')
    .whereIn('revision_id', ids)
    .select('before_hash', 'after_hash')) as { before_hash: string | null; after_hash: string | null }[]) {
    if (row.before_hash) hashes.add(row.before_hash);
    if (row.after_hash) hashes.add(row.after_hash);
  }
  await trx('revision_items').whereIn('revision_id', ids).delete();
  await trx('revisions').whereIn('id', ids).delete();
  const candidates = [...hashes];
  for (let i = 0; i < candidates.length; i += 200) {
    const chunk = candidates.slice(i, i + 200);
    const used = new Set<string>();
    for (const column of ['before_hash', 'after_hash']) {
      const rows = (await fresh(trx('revision_items')).whereIn(column, chunk).distinct(column)) as Record<
        string,
        string
      >[];
      for (const row of rows) used.add(row[column]!);
    }
    const unused = chunk.filter((hash) => !used.has(hash));
    if (unused.length > 0) await trx('revision_contents').whereIn('hash', unused).delete();
  }
}

/**
 * Newest first; with `kind` (and `key`), only revisions listed under such an item or that changed
 * one: a volume's ZIP is listed under playlist/<volume> with only its files as items, and the
 * volume's history must show it.
 */
export async function listRevisions(
  db: Knex,
  filter: { kind?: string; key?: string },
  offset: number,
  limit: number,
): Promise<{ rows: RevisionRow[]; total: number }> {
  const matches = (q: Knex.QueryBuilder, kindColumn: string, keyColumn: string) => {
    if (filter.kind !== undefined) q.where(kindColumn, filter.kind);
    if (filter.key !== undefined) q.where(keyColumn, filter.key);
  };
  const base = () => {
    const q = db('revisions');
    if (filter.kind !== undefined || filter.key !== undefined) {
      q.where((either) => {
        either
          .where((main) => matches(main, 'revisions.kind', 'revisions.item_key'))
          .orWhereIn('revisions.id', function (this: Knex.QueryBuilder) {
            this.from('revision_items').select('revision_id');
            matches(this, 'revision_items.kind', 'revision_items.item_key');
          });
      });
    }
    return q;
  };
  const [rows, total] = await Promise.all([
    base().orderBy('id', 'desc').offset(offset).limit(limit).select('*'),
    base().count<{ n: number }[]>({ n: '*' }).first(),
  ]);
  return { rows: (rows as Record<string, unknown>[]).map(rowOf), total: Number(total?.n ?? 0) };
}

/** Stored texts per SELECT of readRevision (each one item's content, usually a few KB, at most 2 MB). */
const CONTENTS_PER_READ = 8;

/**
 * One revision with every item's before and after content; null when it does not exist. A
 * volume's ZIP is hundreds of items of up to 2 MB each: their contents are read a few per
 * statement and parsed one at a time, with turns of the event loop between (SQLite reads a
 * statement's rows synchronously).
 */
export async function readRevision(
  db: Knex,
  id: number,
): Promise<(RevisionRow & { items: RevisionItemInput[] }) | null> {
  const row = (await db('revisions').where({ id }).first()) as Record<string, unknown> | undefined;
  if (!row) return null;
  const items = (await db('revision_items')
    .where('revision_id', id)
    .orderBy('id')
    .select('kind', 'item_key', 'before_hash', 'after_hash')) as {
    kind: ContentKind;
    item_key: string;
    before_hash: string | null;
    after_hash: string | null;
  }[];
  const hashes = [
    ...new Set(items.flatMap((item) => [item.before_hash, item.after_hash]).filter((h) => h !== null)),
  ];
  const contents = new Map<string, unknown>();
  for (let i = 0; i < hashes.length; i += CONTENTS_PER_READ) {
    const rows = (await db('revision_contents')
      .whereIn('hash', hashes.slice(i, i + CONTENTS_PER_READ))
      .select('hash', 'content')) as { hash: string; content: string }[];
    for (const content of rows) {
      contents.set(content.hash, JSON.parse(content.content) as unknown);
      await nextTurn();
    }
  }
  const contentOf = (hash: string | null) => (hash === null ? null : (contents.get(hash) ?? null));
  return {
    ...rowOf(row),
    items: items.map((item) => ({
      kind: item.kind,
      key: item.item_key,
      before: contentOf(item.before_hash),
      after: contentOf(item.after_hash),
    })),
  };
}

/** The newest revision after `id` that changed one of `items`, if any (a revert's conflict). */
export async function laterRevision(
  db: Knex,
  id: number,
  items: readonly { kind: string; key: string }[],
): Promise<RevisionRow | null> {
  let newest: number | null = null;
  for (const item of items) {
    const row = (await fresh(db('revision_items'))
      .where({ kind: item.kind, item_key: item.key })
      .where('revision_id', '>', id)
      .max<{ m: number | null }[]>({ m: 'revision_id' })
      .first()) as { m: number | null } | undefined;
    if (row?.m != null && (newest === null || Number(row.m) > newest)) newest = Number(row.m);
  }
  if (newest === null) return null;
  const row = (await db('revisions').where({ id: newest }).first()) as Record<string, unknown>;
  return rowOf(row);
}
