import type { Knex } from 'knex';
import { isoNow } from '../lib/clock';
import type { ServiceDeps } from './deps';

/** Who did something: the signed-in admin. */
export interface Actor {
  id: number;
  name: string;
}

export interface AuditEntry {
  action: string;
  target?: string;
  details?: Record<string, unknown>;
}

/**
 * Writes the audit row of one change, built from the change's result. The service making the
 * change calls it inside the change's own transaction (`trx`), so the row and the change commit
 * together or not at all: a failed audit write rolls the change back and the error answer is
 * true. Without `trx` (a request that changed nothing, such as an upload whose every file was
 * refused) the row is written alone.
 */
export type AuditNote<T> = (result: T, trx?: Knex.Transaction) => Promise<void>;

export type AuditService = ReturnType<typeof createAuditService>;

/** The record of every admin change: who, when and what (read at GET /admin/audit). */
export function createAuditService({ db, clock }: ServiceDeps) {
  /** The note a route hands to the service that makes `actor`'s change. */
  function note<T>(actor: Actor, entryOf: (result: T) => AuditEntry): AuditNote<T> {
    return async (result, trx) => {
      const entry = entryOf(result);
      await (trx ?? db)('audit_log').insert({
        actor_id: actor.id,
        actor_name: actor.name,
        action: entry.action,
        target: entry.target ?? '',
        details: JSON.stringify(entry.details ?? {}),
        created_at: isoNow(clock),
      });
    };
  }

  /** Newest first. */
  async function list(offset: number, limit: number) {
    const [rows, total] = await Promise.all([
      db('audit_log').orderBy('id', 'desc').offset(offset).limit(limit),
      db('audit_log').count<{ n: number }[]>({ n: '*' }).first(),
    ]);
    const total_count = Number(total?.n ?? 0);
    return {
      entries: rows.map((r) => ({
        id: r.id as number,
        actor_id: (r.actor_id as number | null) ?? null,
        actor_name: r.actor_name as string,
        action: r.action as string,
        target: r.target as string,
        details: JSON.parse(r.details as string) as Record<string, unknown>,
        created_at: r.created_at as string,
      })),
      pagination: { offset, limit, total_count, has_more: offset + rows.length < total_count },
    };
  }

  return { note, list };
}
