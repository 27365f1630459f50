/**
 * Bounds every statement on a MySQL/MariaDB connection. A database that keeps its sockets open
 * but stops answering otherwise holds each query (and the request behind it) forever: knex has no
 * global query timeout, and its per-query `.timeout()` releases the connection while the query is
 * still queued on it. mysql2's own per-query `timeout` fails the query in time; the connection is
 * then destroyed, because its protocol state is unknown (the answer may still arrive) and the
 * pool's validation drops a destroyed connection instead of handing it out again.
 */

/** mysql2's error for a query past its `timeout`. */
const CLIENT_TIMEOUT = 'PROTOCOL_SEQUENCE_TIMEOUT';
/** MySQL's `max_execution_time` (code) and MariaDB's `max_statement_time` (errno only: mysql2 knows no name for it). */
const SERVER_TIMEOUT_CODE = 'ER_QUERY_TIMEOUT';
const MARIADB_STATEMENT_TIMEOUT_ERRNO = 1969;

/** True for a statement stopped by its time limit, on either side of the connection. */
export function isQueryTimeout(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { code?: unknown; errno?: unknown };
  return (
    e.code === CLIENT_TIMEOUT || e.code === SERVER_TIMEOUT_CODE || e.errno === MARIADB_STATEMENT_TIMEOUT_ERRNO
  );
}

type Callback = (err: unknown, ...rest: unknown[]) => void;

/**
 * Schema changes are left unbounded: they come from migrations (a copy of a large table may
 * rightly take minutes), never from a request, and a migration cut halfway is worse than a slow one.
 */
const SCHEMA_CHANGE = /^\s*(create|alter|drop|rename|truncate)\s/i;

/** The part of a mysql2 connection this module touches. */
export interface RawMysqlConnection {
  query(options: object, values?: unknown, callback?: Callback): unknown;
  destroy(): void;
  /** Set by mysql2 from the server's handshake. */
  _isMariaDB?: boolean;
}

/** Gives every query on `conn` that has no `timeout` of its own a deadline of `timeoutMs`. */
export function boundQueries(conn: RawMysqlConnection, timeoutMs: number): void {
  const query = conn.query.bind(conn);
  conn.query = (sql: object | string, values?: unknown, callback?: Callback) => {
    if (typeof values === 'function') {
      callback = values as Callback;
      values = undefined;
    }
    const options: { sql?: string; timeout?: number } = typeof sql === 'string' ? { sql } : sql;
    let timed = options.timeout === undefined ? { ...options, timeout: timeoutMs } : options;
    if (options.sql !== undefined && SCHEMA_CHANGE.test(options.sql)) {
      // MariaDB's limit covers every statement: lifted for this one (MySQL's covers SELECTs only).
      const sqlText = conn._isMariaDB
        ? `SET STATEMENT max_statement_time = 0 FOR ${options.sql}`
        : options.sql;
      timed = { ...options, sql: sqlText, timeout: undefined };
    }
    if (!callback) {
      // Streaming queries report through events; the stream's own listener sees the error too.
      const command = query(timed, values) as { on?(event: 'error', listener: Callback): void };
      command.on?.('error', (err) => dropOnClientTimeout(conn, err));
      return command;
    }
    const done = callback;
    return query(timed, values, (err, ...rest) => {
      dropOnClientTimeout(conn, err);
      done(err, ...rest);
    });
  };
}

function dropOnClientTimeout(conn: RawMysqlConnection, err: unknown): void {
  if ((err as { code?: unknown } | null)?.code === CLIENT_TIMEOUT) conn.destroy();
}

/**
 * The session settings that make the server give up first, just before the client's deadline,
 * so a slow statement is stopped where it runs and the connection stays usable; a row-lock wait
 * ends sooner still, as the lock error its callers already handle (409 on a busy volume).
 */
export function sessionLimitsSql(conn: RawMysqlConnection, timeoutMs: number): string {
  const serverMs = Math.max(1, Math.floor(timeoutMs * 0.9));
  const lockWaitSeconds = Math.max(1, Math.floor(timeoutMs / 1000) - 1);
  // MariaDB: seconds, every statement. MySQL: milliseconds, SELECT only.
  const statementLimit = conn._isMariaDB
    ? `max_statement_time = ${serverMs / 1000}`
    : `max_execution_time = ${serverMs}`;
  return `SET SESSION ${statementLimit}, innodb_lock_wait_timeout = ${lockWaitSeconds}`;
}
