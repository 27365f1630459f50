import type { Knex } from 'knex';
import { computeChange, type Change } from '@camino/schemas/publishing/field-changes';
import { isMysql } from '../../db/connection';
import { conflict, message } from '../../errors';
import { isoNow } from '../../lib/clock';
import { nextTurn } from '../../lib/next-turn';
import type { ContentVersion } from '../content-version';
import type { ServiceDeps } from '../deps';
import { writeRevision, type RevisionItemInput } from './revision-store';
import { checkBases, itemBase } from './bases';
import type {
  ChangeOptions,
  ChangeOutcome,
  ContentKind,
  KindAdapter,
  KindRegistry,
  Publishing,
  Touch,
} from './types';
import { countsSummary } from '@camino/schemas/publishing/revision-summary';

/** Thrown at the end of a dry run's transaction to roll it back with the outcome in hand. */
class DryRunRollback extends Error {
  constructor(readonly outcome: ChangeOutcome<unknown>) {
    super('dry run');
  }
}

/** MySQL lock wait timeout and deadlock, SQLite busy: another writer held on too long. */
const LOCK_ERRORS = new Set([
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_LOCK_DEADLOCK',
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
]);

/**
 * On MySQL, waits for every other publishing change to finish before reading anything: the
 * content generation's row lock, taken first. A consistent read's snapshot starts at the first
 * plain read, so the before snapshots are then read after the previous change committed; without
 * the lock two saves of one setting could both read the same before, and the second revision
 * would name a before that was never replaced. (Volume kinds also take their volume's lock after
 * this one, always in this order.) SQLite has a single writer connection already.
 */
async function takeTurn(trx: Knex.Transaction): Promise<void> {
  if (!isMysql(trx)) return;
  await trx('cache_generations').where({ name: 'content' }).forUpdate().first('generation');
}

/** Keys per readMany call (a whereIn list well under every database's limit). */
const READ_CHUNK = 500;

const itemId = (kind: string, key: string) => `${kind}\u0000${key}`;

export type PublishingService = Publishing & {
  registry: KindRegistry;
  adapterOf(kind: ContentKind): KindAdapter;
};

/**
 * The dry run and the revisions of every content-changing admin call: the call's own
 * code runs inside `change`, which snapshots the items it touches, writes the revision with the
 * change, and on a dry run rolls everything back. Post-commit effects hooked on the transaction
 * (cache notifications via trx.executionPromise) never fire for a rolled-back dry run.
 */
export function createPublishingService(
  { db, clock }: ServiceDeps,
  contentVersion: ContentVersion,
  registry: KindRegistry,
): PublishingService {
  function adapterOf(kind: ContentKind): KindAdapter {
    const adapter = registry.get(kind);
    if (!adapter) throw new Error(`No publishing adapter for kind ${kind}`);
    return adapter;
  }

  /** Many items of one kind, through readMany when the adapter has it (in chunks), else one by one. */
  async function readMany(
    trx: Knex.Transaction,
    kind: ContentKind,
    keys: readonly string[],
  ): Promise<Map<string, unknown>> {
    const adapter = adapterOf(kind);
    const contents = new Map<string, unknown>();
    for (let i = 0; i < keys.length; i += READ_CHUNK) {
      const chunk = keys.slice(i, i + READ_CHUNK);
      if (adapter.readMany) {
        for (const [key, content] of await adapter.readMany(trx, chunk)) contents.set(key, content);
      } else {
        for (const key of chunk) contents.set(key, await adapter.read(trx, key));
      }
    }
    return contents;
  }

  /** Every touched item's content after the work, by itemId. */
  async function readAfters(trx: Knex.Transaction, touched: readonly { kind: ContentKind; key: string }[]) {
    const byKind = new Map<ContentKind, string[]>();
    for (const { kind, key } of touched) byKind.set(kind, [...(byKind.get(kind) ?? []), key]);
    const afters = new Map<string, unknown>();
    for (const [kind, keys] of byKind) {
      for (const [key, content] of await readMany(trx, kind, keys)) afters.set(itemId(kind, key), content);
    }
    return afters;
  }

  async function change<T>(
    options: ChangeOptions<T>,
    work: (trx: Knex.Transaction, touch: Touch) => Promise<T>,
  ): Promise<ChangeOutcome<T>> {
    const befores = new Map<string, { kind: ContentKind; key: string; before: Promise<unknown> }>();
    try {
      return await db.transaction(async (trx) => {
        await takeTurn(trx);
        // After the turn: on MySQL this read then sees every earlier publish, none can land before the write.
        if (options.bases?.length) await checkBases(trx, options.bases, adapterOf);
        const touchMany = async (kind: ContentKind, keys: readonly string[]) => {
          const fresh = [...new Set(keys)].filter((key) => !befores.has(itemId(kind, key)));
          const many = fresh.length > 1 ? readMany(trx, kind, fresh) : null;
          for (const key of fresh) {
            const before = many ? many.then((m) => m.get(key) ?? null) : adapterOf(kind).read(trx, key);
            befores.set(itemId(kind, key), { kind, key, before });
          }
          await Promise.all(keys.map((key) => befores.get(itemId(kind, key))!.before));
        };
        const touch: Touch = Object.assign((kind: ContentKind, key: string) => touchMany(kind, [key]), {
          many: touchMany,
        });
        const result = await work(trx, touch);
        const changes: Change[] = [];
        const items: RevisionItemInput[] = [];
        const afters = await readAfters(trx, [...befores.values()]);
        // A volume's ZIP is hundreds of items of up to 2 MB: other requests get turns between them.
        for (const { kind, key, before: pending } of befores.values()) {
          const before = (await pending) ?? null;
          const after = afters.get(itemId(kind, key)) ?? null;
          const itemChange = computeChange(kind, key, before, after);
          changes.push(itemChange);
          if (itemChange.status !== 'unchanged') items.push({ kind, key, before, after });
          await nextTurn();
        }
        if (options.dryRun) throw new DryRunRollback({ result, changes, revision: null, dryRun: true });
        await options.audit?.(result, trx);
        // Raised before the revision: its row lock serializes revision writers (see writeRevision).
        if (options.bumpContent !== false || items.length > 0) await contentVersion.bump(trx);
        let revision: number | null = null;
        if (items.length > 0) {
          const main = options.main ?? items[0]!;
          const mainAdapter = registry.get(main.kind);
          const mainItem = items.find((i) => i.kind === main.kind && i.key === main.key);
          const summary =
            options.summary ??
            (items.length === 1 && mainItem && mainAdapter?.summary
              ? mainAdapter.summary(mainItem.before, mainItem.after)
              : countsSummary(changes));
          revision = await writeRevision(trx, {
            actor: options.actor,
            action: options.action,
            kind: main.kind,
            key: main.key,
            summary,
            createdAt: isoNow(clock),
            reverts: options.reverts ?? null,
            items,
          });
        }
        return { result, changes, revision, dryRun: false };
      });
    } catch (err) {
      if (err instanceof DryRunRollback) return err.outcome as ChangeOutcome<T>;
      const code = (err as { code?: string } | null)?.code;
      if (code && LOCK_ERRORS.has(code)) {
        throw conflict('conflict', message('content_busy'));
      }
      throw err;
    }
  }

  async function current(kind: ContentKind, key: string) {
    const content = (await adapterOf(kind).read(db, key)) ?? null;
    return { content, hash: itemBase(content) };
  }

  return { change, current, registry, adapterOf };
}
