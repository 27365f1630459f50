/** How long the server waits on its database, read from the environment (docs/configuration.md). */
export interface DbTimeouts {
  /** Longest a statement may run before its request is answered 503 (DB_QUERY_TIMEOUT_MS; 0: none). */
  queryMs: number;
  /** Longest a request waits for a pooled connection (DB_ACQUIRE_TIMEOUT_MS). */
  acquireMs: number;
  /** Longest a new MySQL connection may take to say hello (DB_CONNECT_TIMEOUT_MS). */
  connectMs: number;
  /**
   * How long a SQLite statement retries a lock held by another process (SQLITE_BUSY_TIMEOUT_MS).
   * better-sqlite3 waits synchronously, so the whole server stands still meanwhile: keep it short.
   */
  sqliteBusyMs: number;
}

/**
 * A silent database costs a request at most about the larger of `queryMs` and `acquireMs`
 * (a new connection fails after `connectMs`, which is shorter), so requests get 503 within ~4 s.
 */
export const DEFAULT_DB_TIMEOUTS: DbTimeouts = {
  queryMs: 4_000,
  acquireMs: 4_000,
  connectMs: 3_000,
  sqliteBusyMs: 1_000,
};

/** The database timeouts from DB_QUERY_TIMEOUT_MS, DB_ACQUIRE_TIMEOUT_MS, DB_CONNECT_TIMEOUT_MS, SQLITE_BUSY_TIMEOUT_MS. */
export function readDbTimeouts(env: NodeJS.ProcessEnv): DbTimeouts {
  const d = DEFAULT_DB_TIMEOUTS;
  return {
    queryMs: milliseconds(env, 'DB_QUERY_TIMEOUT_MS', d.queryMs, 0),
    acquireMs: milliseconds(env, 'DB_ACQUIRE_TIMEOUT_MS', d.acquireMs, 1),
    connectMs: milliseconds(env, 'DB_CONNECT_TIMEOUT_MS', d.connectMs, 1),
    sqliteBusyMs: milliseconds(env, 'SQLITE_BUSY_TIMEOUT_MS', d.sqliteBusyMs, 0),
  };
}

/** A whole number (of `unit`) of at least `min` from `env[name]`, or `fallback` when unset. */
export function milliseconds(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  unit = 'milliseconds',
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isInteger(n) || n < min) {
    throw new Error(`${name} must be a whole number of ${unit} of at least ${min}, got "${raw}"`);
  }
  return n;
}
