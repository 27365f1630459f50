import path from 'node:path';
import knex, { type Knex } from 'knex';
import { boundQueries, sessionLimitsSql, type RawMysqlConnection } from './query-timeout';
import { readerPragmas, routeReadsToReaders } from './sqlite-readers';
import { startWalCheckpointer, WRITER_PRAGMAS } from './wal-checkpointer';
import { DEFAULT_DB_TIMEOUTS, type DbTimeouts } from './timeouts';

export type Db = Knex;

/**
 * Opens the database: MySQL/MariaDB when a `mysql://` URL is given, otherwise the embedded SQLite
 * file in the data folder. Every wait is bounded (`dbTimeouts`, see db/timeouts.ts) so an outage,
 * or a database that stops answering, turns into quick 503s instead of hanging requests, and the
 * pool reconnects by itself afterwards. `dbTimeouts.queryMs = 0` leaves statements unbounded
 * (migrations, whose DDL may rightly take long).
 */
export function createDb(options: {
  databaseUrl?: string;
  dataDir: string;
  sqliteFile?: string;
  dbTimeouts?: Partial<DbTimeouts>;
}): Db {
  const { databaseUrl } = options;
  const timeouts = { ...DEFAULT_DB_TIMEOUTS, ...options.dbTimeouts };
  if (databaseUrl) {
    if (!/^mysql:\/\//.test(databaseUrl)) {
      throw new Error(
        'DATABASE_URL must be a mysql:// URL (leave it unset for the embedded SQLite database)',
      );
    }
    const url = new URL(databaseUrl);
    return knex({
      client: 'mysql2',
      connection: {
        host: url.hostname,
        port: Number(url.port || 3306),
        user: decodeURIComponent(url.username),
        password: decodeURIComponent(url.password),
        database: url.pathname.replace(/^\//, ''),
        charset: 'utf8mb4',
        connectTimeout: timeouts.connectMs,
        supportBigNumbers: true,
      },
      pool: {
        min: 0,
        max: 10,
        idleTimeoutMillis: 30_000,
        afterCreate: (conn: RawMysqlConnection, done: (err: unknown) => void) => {
          if (!timeouts.queryMs) return done(null);
          boundQueries(conn, timeouts.queryMs);
          conn.query({ sql: sessionLimitsSql(conn, timeouts.queryMs) }, undefined, (err) => {
            // knex forgets a connection whose setup failed without closing it.
            if (err) conn.destroy();
            done(err ?? null);
          });
        },
      },
      acquireConnectionTimeout: timeouts.acquireMs,
      // A failed statement's message keeps its placeholders, never the values (a note's text).
      compileSqlOnError: false,
    });
  }
  const filename = options.sqliteFile ?? path.join(options.dataDir, 'camino.sqlite');
  const db = knex({
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    // better-sqlite3 is synchronous; one connection serializes writes the way SQLite wants them.
    pool: {
      min: 1,
      max: 1,
      afterCreate: (conn: SqliteConnection, done: (err: Error | null) => void) => {
        conn.pragma('journal_mode = WAL');
        conn.pragma('foreign_keys = ON');
        // SQLite has no silent-server failure (it runs in this process); its one wait is for a
        // lock another process holds, spent synchronously, so it is kept short.
        conn.pragma(`busy_timeout = ${timeouts.sqliteBusyMs}`);
        if (filename !== ':memory:') for (const pragma of WRITER_PRAGMAS) conn.pragma(pragma);
        reusePreparedStatements(conn);
        done(null);
      },
    },
    acquireConnectionTimeout: timeouts.acquireMs,
    compileSqlOnError: false,
  });
  // Plain reads go to their own connection, so a long write transaction does not hold them up
  // (db/sqlite-readers.ts); an in-memory database is private to its one connection.
  if (filename !== ':memory:') {
    const readers = knex({
      client: 'better-sqlite3',
      connection: { filename },
      useNullAsDefault: true,
      pool: {
        min: 0,
        max: 1,
        afterCreate: (conn: SqliteConnection, done: (err: Error | null) => void) => {
          for (const pragma of readerPragmas(timeouts.sqliteBusyMs)) conn.pragma(pragma);
          reusePreparedStatements(conn);
          done(null);
        },
      },
      acquireConnectionTimeout: timeouts.acquireMs,
      compileSqlOnError: false,
    });
    // The writer's automatic checkpoints would block the event loop after a large commit; they run
    // in a worker thread instead (db/wal-checkpointer.ts).
    const checkpointer = startWalCheckpointer(db, filename);
    routeReadsToReaders(db, readers, checkpointer.close);
  }
  return db;
}

interface SqliteStatement {
  safeIntegers(on: boolean): SqliteStatement;
}

interface SqliteConnection {
  pragma(sql: string): unknown;
  prepare(sql: string): SqliteStatement;
}

/** Distinct SQL texts kept prepared per connection; past this the map starts over. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * knex prepares every query's SQL again on better-sqlite3 (parse and plan each time), which was
 * the largest single cost of a request's lookups. Statements are reusable, and knex only runs
 * them (`all`/`run`) and may set safeIntegers, which is reset to the default on each reuse.
 * SQLite re-prepares a statement by itself after a schema change.
 */
function reusePreparedStatements(conn: SqliteConnection): void {
  const prepare = conn.prepare.bind(conn);
  const statements = new Map<string, SqliteStatement>();
  conn.prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
      statement = prepare(sql);
      statements.set(sql, statement);
    }
    return statement.safeIntegers(false);
  };
}

/** True when the database answers a trivial query. */
export async function isDbReachable(db: Db): Promise<boolean> {
  try {
    await db.raw('select 1');
    return true;
  } catch {
    return false;
  }
}

export function isMysql(db: Db): boolean {
  return db.client.config.client === 'mysql2';
}
