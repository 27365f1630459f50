import type { AdminAction } from '@camino/schemas/api/admin-actions';
import type { CONTENT_KINDS } from '@camino/schemas/api/revisions';
import type { Knex } from 'knex';
import type { Change } from '@camino/schemas/publishing/field-changes';
import type { Actor, AuditNote } from '../audit-service';

/**
 * The kinds of admin-published content that have revisions (see notes/publishing-api.md):
 * each one is stored content with a stable key, read and restored through its KindAdapter.
 */
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** One item's stored content at one moment; `content` null = the item does not exist. */
export interface Snapshot {
  kind: ContentKind;
  key: string;
  content: unknown | null;
}

/** Reads and restores one kind's stored content (a revert writes `before` back through it). */
export interface KindAdapter {
  kind: ContentKind;
  /** The item's current stored content (null = absent), as JSON-comparable plain data. */
  read(trx: Knex.Transaction | Knex, key: string): Promise<unknown | null>;
  /**
   * Stores `content` as the item's content (null = delete it), inside the revert's transaction,
   * through the same store function the kind's uploads and deletes call (kinds/index.ts).
   * It must leave `read` returning exactly `content` and must not bump the content generation
   * itself: the revert does that once.
   */
  write(trx: Knex.Transaction, key: string, content: unknown | null): Promise<void>;
  /**
   * Optional: the stored content of many items at once (absent keys may be left out of the map,
   * they read as null), so a change touching a whole volume or many dates costs a few queries.
   */
  readMany?(trx: Knex.Transaction | Knex, keys: readonly string[]): Promise<Map<string, unknown>>;
  /** Short text for the revision list (e.g. "3 chapters"); default: the kind and key. */
  summary?(before: unknown | null, after: unknown | null): string;
  /**
   * Takes whatever lock a writer of this item takes first (e.g. lockVolume for a volume's
   * playlist and chapter files), so a revert and an upload of the same volume take turns.
   * A revert calls it for every item before reading anything.
   */
  lock?(trx: Knex.Transaction, key: string): Promise<void>;
}

/** The registry the adapters are added to (kinds/index.ts). */
export type KindRegistry = ReadonlyMap<ContentKind, KindAdapter>;

/**
 * Records the before snapshot of one item the change is about to touch (idempotent per item);
 * `touch.many(kind, keys)` records many of one kind, in one query when the adapter has readMany.
 */
export interface Touch {
  (kind: ContentKind, key: string): Promise<void>;
  many(kind: ContentKind, keys: readonly string[]): Promise<void>;
}

export interface ChangeOptions<T> {
  /** The signed-in admin making the change. */
  actor: Actor;
  /** What the change is, as in the audit log (e.g. 'main-files.upload', 'gospel.delete'). */
  action: AdminAction;
  /** True: run everything, report `changes`, then roll back (nothing written, no effects). */
  dryRun: boolean;
  /**
   * The item the revision is listed under (e.g. { kind: 'playlist', key: '3' } for a volume's
   * ZIP); default: the first item touched.
   */
  main?: { kind: ContentKind; key: string };
  /** Text for the revision list; default: built from the adapters' summaries and the statuses. */
  summary?: string;
  /** The call's audit row, written inside the same transaction after `work` (as before). */
  audit?: AuditNote<T>;
  /**
   * Raise the content generation in the transaction (default true). Work that already calls
   * contentVersion.bump(trx) itself may leave it on: two raises are harmless.
   */
  bumpContent?: boolean;
  /** Set by a revert only: the revision it reverts. */
  reverts?: number;
  /**
   * The base each named item was read at (bases.ts): before `work` runs, 409 stale_base if any
   * of them changed since. Absent or empty: no check (a client that read no base).
   */
  bases?: readonly { kind: ContentKind; key: string; hash: string }[];
}

export interface ChangeOutcome<T> {
  result: T;
  /** Field-level changes of every touched item (unchanged items included). */
  changes: Change[];
  /** The new revision's id; null on a dry run or when nothing changed. */
  revision: number | null;
  dryRun: boolean;
}

/** The API content-changing services call (server/src/services/publishing/publishing-service.ts). */
export interface Publishing {
  /**
   * Runs `work` in one transaction: `touch(kind, key)` before changing an item reads its before
   * snapshot; after `work` the after snapshots are read, the change list computed, the revision
   * and the audit row written and the content generation raised, all in the same transaction.
   * On a dry run the transaction is then rolled back, so nothing is written and no post-commit
   * effect (cache notifications hooked on trx.executionPromise) happens; callers must run their
   * own post-commit effects only when `dryRun` is false.
   */
  change<T>(
    options: ChangeOptions<T>,
    work: (trx: Knex.Transaction, touch: Touch) => Promise<T>,
  ): Promise<ChangeOutcome<T>>;
  /** One item as stored now with its base (bases.ts), for a client to send back with a write. */
  current(kind: ContentKind, key: string): Promise<{ content: unknown | null; hash: string }>;
}
