import pino from 'pino';

/**
 * The fields database drivers add to their errors that carry a statement's values: mysql2's `sql`
 * (the statement with its values written in) and `sqlMessage`, knex's `bindings` on a timeout.
 */
const VALUE_FIELDS = ['sql', 'bindings', 'sqlMessage', 'parameters'] as const;

/**
 * A quoted literal in a database's message, unless it names a column, key, table or the like
 * (MySQL quotes both: "Duplicate entry 'ana@example.com' for key 'users.email'").
 */
const QUOTED_VALUE = /(?<!\b(?:column|key|table|field|index|constraint|database|schema) )'(?:[^'\\]|\\.)*'/gi;

type Serialized = ReturnType<typeof pino.stdSerializers.err> & Record<string, unknown>;

/** An error from a database driver (or knex over one), which may quote the statement's values. */
function isDatabaseError(err: Record<string, unknown>): boolean {
  return (
    VALUE_FIELDS.some((field) => field in err) ||
    typeof err.sqlState === 'string' ||
    err.name === 'SqliteError' ||
    (typeof err.code === 'string' && /^(SQLITE_|ER_)/.test(err.code))
  );
}

/**
 * pino's `err` serializer without what a member wrote: a database error's line keeps its code and
 * the statement with placeholders (knex's message, db/connection.ts sets compileSqlOnError off)
 * but never the bound values (a note's text, an email), nor literals the driver quotes back.
 */
export function logSafeError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const out = pino.stdSerializers.err(err) as Serialized;
  scrub(out);
  return out;
}

function scrub(out: Serialized): void {
  if (!isDatabaseError(out)) {
    if (out.cause && typeof out.cause === 'object') scrub(out.cause as Serialized);
    return;
  }
  for (const field of VALUE_FIELDS) delete out[field];
  out.message = out.message.replace(QUOTED_VALUE, "'?'");
  if (typeof out.stack === 'string') out.stack = out.stack.replace(QUOTED_VALUE, "'?'");
  if (out.cause && typeof out.cause === 'object') scrub(out.cause as Serialized);
}
