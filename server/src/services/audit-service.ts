import type { AdminAction } from '@camino/schemas/api/admin-actions';
import type { Knex } from 'knex';
import { isoNow } from '../lib/clock';
import type { ServiceDeps } from './deps';

/** Who did something: the signed-in admin. */
export interface Actor {
  id: number;
  name: string;
}

export interface AuditEntry {
  action: AdminAction;
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

/**
 * The audit_log columns' sizes (migration 20261122000800): what a change is about (an uploaded
 * file's name, a report) is whatever the client sent, and recording it must never fail the
 * change, so longer text is cut to fit with a visible marker instead of being refused.
 */
export const AUDIT_COLUMN_LIMITS = { actor_name: 254, action: 64, target: 200, detailsBytes: 65_535 };

/** Ends a value that was cut to fit its column. */
export const TRUNCATION_MARKER = '…[truncated]';

/** `text` cut to `max` characters (code points, as MySQL's utf8mb4 counts them), marked when cut. */
export function fitColumn(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, max - Array.from(TRUNCATION_MARKER).length).join('') + TRUNCATION_MARKER;
}

/**
 * The details as stored JSON: unchanged when they fit the TEXT column, else an object saying so
 * (`truncated`, the full size) with as much of the original JSON as fits, still valid JSON.
 */
export function fitDetails(
  details: Record<string, unknown>,
  maxBytes = AUDIT_COLUMN_LIMITS.detailsBytes,
): string {
  const json = JSON.stringify(details);
  const bytes = Buffer.byteLength(json);
  if (bytes <= maxBytes) return json;
  // Escaping the preview can double its size (quotes), so shrink until the whole fits.
  let keep = Math.floor(maxBytes / 2);
  for (;;) {
    // A cut through a character decodes to U+FFFD at the end: drop it.
    const preview = Buffer.from(json)
      .subarray(0, keep)
      .toString('utf8')
      .replace(/\uFFFD$/u, '');
    const stored = JSON.stringify({ truncated: true, bytes, preview: preview + TRUNCATION_MARKER });
    if (Buffer.byteLength(stored) <= maxBytes || keep === 0) return stored;
    keep = Math.floor(keep * 0.8);
  }
}

/** The record of every admin change: who, when and what (read at GET /admin/audit). */
export function createAuditService({ db, clock }: ServiceDeps) {
  /** The note a route hands to the service that makes `actor`'s change. */
  function note<T>(actor: Actor, entryOf: (result: T) => AuditEntry): AuditNote<T> {
    return async (result, trx) => {
      const entry = entryOf(result);
      await (trx ?? db)('audit_log').insert({
        actor_id: actor.id,
        actor_name: fitColumn(actor.name, AUDIT_COLUMN_LIMITS.actor_name),
        action: fitColumn(entry.action, AUDIT_COLUMN_LIMITS.action),
        target: fitColumn(entry.target ?? '', AUDIT_COLUMN_LIMITS.target),
        details: fitDetails(entry.details ?? {}),
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
