import type { Knex } from 'knex';

/**
 * SQLite in WAL mode lets one connection read while another holds a write transaction (a reader
 * sees the last committed state). Camino's SQLite pool has ONE connection, so every write is
 * serialized the way SQLite wants it, but a long transaction (a 60 MB chapter upload) used to
 * hold up every read until it committed (reads stalled for seconds).
 *
 * While the writer is taken (by a transaction, or queued for), this routes plain reads made
 * outside a transaction — query builders selecting (`select`, `first`, `pluck`) and raw SQL
 * starting with SELECT — to a second pool of read connections; they see the last committed state,
 * as on MySQL. When the writer is free a read takes it, in order, as before (so a read still
 * follows the writes issued ahead of it). All writes and all transactions stay on the single
 * writer, so nothing changes for writers: no SQLITE_BUSY between connections of this process. A
 * reader connection is `query_only`: were a write ever classified as a read, it would fail
 * loudly rather than contend for the write lock.
 *
 * better-sqlite3 is synchronous, so a reader gets in only when the event loop is free: a
 * statement in a transaction (or a slow one) is followed by a turn of the event loop (below).
 */
export function routeReadsToReaders(db: Knex, readers: Knex, closeFirst?: () => Promise<void>): void {
  // knex builds a transaction's client from `client.constructor.prototype` (makeTxClient), so the
  // behaviour lives in a subclass swapped in under the instance: transactions get it too (the
  // yield below) and `config.client` stays 'better-sqlite3' (rate-limiter-flexible reads it).
  const Base = db.client.constructor as new (...args: never[]) => KnexClient;
  class RoutedSqliteClient extends Base {
    override runner(builder: Builder): Runner {
      const runner = super.runner(builder);
      // Inside a transaction (or on a connection given to the query) the connection is fixed.
      if (this.transacting || builder._connection || !isPlainRead(builder)) return runner;
      const writer = runner.client.pool;
      // Decided now: the writer's queue is first come, first served, and a read that finds it free runs at once.
      if (writer && writer.numUsed() === 0 && writer.numPendingAcquires() === 0) return runner;
      runner.ensureConnection = async (cb, params) => {
        const connection = await readers.client.acquireConnection();
        try {
          runner.connection = connection;
          return await cb(runner, params);
        } finally {
          await readers.client.releaseConnection(connection);
        }
      };
      return runner;
    }

    override async _query(connection: unknown, obj: unknown): Promise<unknown> {
      const began = performance.now();
      const result = await super._query(connection, obj);
      // Inside a transaction every statement gives the turn (the writer stays held meanwhile, so
      // this only lets readers and other requests in between); outside, only slow ones.
      if ((this.transacting && !isBegin(obj)) || performance.now() - began >= SLOW_STATEMENT_MS) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      return result;
    }

    override async destroy(callback?: unknown): Promise<unknown> {
      await closeFirst?.();
      await readers.destroy();
      return super.destroy(callback);
    }
  }
  Object.setPrototypeOf(db.client, RoutedSqliteClient.prototype);
}

const READ_METHODS = new Set(['select', 'first', 'pluck']);

/** BEGIN is instant, and what follows it should not be kept waiting. */
const isBegin = (obj: unknown) => /^BEGIN/i.test((obj as { sql?: string }).sql ?? '');

function isPlainRead(builder: Builder): boolean {
  if (builder._statements !== undefined) return READ_METHODS.has(builder._method ?? 'select');
  // A raw query: only a lone SELECT (no `;`, so no second statement behind it).
  return typeof builder.sql === 'string' && /^\s*select\b[^;]*$/i.test(builder.sql);
}

/** Settings of a reader connection: queries only, and a short wait in SQLite's rare reader lock cases. */
export function readerPragmas(busyMs: number): string[] {
  return ['query_only = ON', `busy_timeout = ${busyMs}`];
}

/**
 * A statement that ran at least this long (or any in a transaction) is followed by a turn of the event loop. better-sqlite3
 * runs each statement synchronously and knex chains a transaction's statements with promises
 * only, so a transaction of many large statements held the event loop from BEGIN to COMMIT and
 * no reader (nor any request) got in. A transaction stays one transaction on the one writer
 * connection, only spread out.
 */
const SLOW_STATEMENT_MS = 8;

/** The parts of knex's (untyped) internals used here. */
interface Builder {
  _statements?: unknown[];
  _method?: string;
  _connection?: unknown;
  sql?: unknown;
}

interface Runner {
  client: { pool?: { numUsed(): number; numPendingAcquires(): number } };
  connection: unknown;
  ensureConnection(cb: (runner: Runner, params: unknown) => unknown, params: unknown): Promise<unknown>;
}

interface KnexClient {
  transacting?: boolean;
  runner(builder: Builder): Runner;
  destroy(callback?: unknown): Promise<unknown>;
  _query(connection: unknown, obj: unknown): Promise<unknown>;
}
