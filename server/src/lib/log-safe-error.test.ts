// Proves that an error's log line never carries the values of a database statement, on the real
// database of the suite: the failed statements' own errors (knex over better-sqlite3 or mysql2)
// are logged as the server logs them, and no bound value (a note's text, an email) is in the line.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_DB, type TestContext } from '../test/test-context';
import { logSafeError } from './log-safe-error';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.schema.createTable('log_probe', (t) => {
    t.string('label', 20).unique();
    t.integer('n').notNullable();
  });
});
afterAll(() => ctx?.close());

/** The line the server's logger writes for `err` (the serializer lib/logger.ts installs). */
function loggedLine(err: unknown): string {
  const lines: string[] = [];
  const logger = pino({ serializers: { err: logSafeError } }, { write: (line: string) => lines.push(line) });
  logger.error({ err }, 'unexpected error');
  return lines.join('');
}

const failure = async (statement: Promise<unknown>) => {
  try {
    await statement;
  } catch (err) {
    return err;
  }
  throw new Error('the statement did not fail');
};

describe('a database error in the log', () => {
  it('keeps the statement with placeholders and the code, never the bound values', async () => {
    await ctx.db('log_probe').insert({ label: 'taken-secreto', n: 1 });
    const errors = [
      // A unique violation (MySQL quotes the duplicate value back in its message).
      await failure(ctx.db('log_probe').insert({ label: 'taken-secreto', n: 2 })),
      // A NOT NULL violation, with a long member text bound beside it.
      await failure(ctx.db('log_probe').insert({ label: 'nota-secreta', n: null })),
      // A raw statement on a table that does not exist.
      await failure(ctx.db.raw('select * from no_such_table where body = ?', ['Mi oración secreta'])),
    ];
    for (const err of errors) {
      const line = loggedLine(err);
      const logged = JSON.parse(line) as { err: { message: string; code?: string; stack?: string } };
      expect(line).not.toMatch(/secret|oración/);
      expect(logged.err.message).toMatch(/\?/);
      expect(logged.err.code).toEqual(expect.any(String));
    }
    if (TEST_DB === 'mysql') {
      // The identifiers a message names are kept: only values are hidden.
      expect(JSON.parse(loggedLine(errors[0])).err.message).toMatch(/Duplicate entry '\?' for key '[^?]/);
    }
  });

  it('leaves other errors as pino writes them', () => {
    const err = new Error("Volume '7' not found");
    expect(JSON.parse(loggedLine(err)).err).toMatchObject({ type: 'Error', message: "Volume '7' not found" });
  });
});
