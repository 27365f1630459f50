// The member-writes load run, short (test/member-writes-load.ts; `npm run bench` runs it for 20 s): 50
// members saving while admins re-upload a shifted playlist and upload it back, on SQLite with one
// server and on MySQL with two server processes. Every acknowledged note ends on its own chapter
// with the text last acknowledged, no request answers 5xx, and the cap is exact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from './http/listen';
import { NOTES_PER_ACCOUNT } from './services/notes-service';
import { describeOutcome, runMemberWritesLoad, type LoadSite } from './test/member-writes-load';
import { spawnServer, type SpawnedServer } from './test/spawn-server';
import { createTestContext, TEST_DB, type TestContext } from './test/test-context';

/** Long enough for two shifted uploads and one upload back; the bench runs the full 20 s. */
const DURATION_MS = 3500;

describe(`member writes while admins re-upload (${TEST_DB === 'mysql' ? 'two servers on MySQL' : 'SQLite'})`, () => {
  let ctx: TestContext;
  let site: LoadSite;
  let local: RunningServer | undefined;
  const spawned: SpawnedServer[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ seed: TEST_DB === 'mysql' });
    if (TEST_DB === 'mysql') {
      // Two server processes on this test's database, trusting the sessions this context signs.
      const env = {
        DATABASE_URL: ctx.config.databaseUrl!,
        JWT_SECRET: ctx.config.jwtSecret,
        ADMIN_USERNAME: 'load-admin',
        ADMIN_PASSWORD: 'load-admin-pass',
      };
      spawned.push(...(await Promise.all([spawnServer(env), spawnServer(env)])));
    } else {
      local = await listen(ctx.app, 0, '127.0.0.1');
    }
    site = {
      bases: local ? [`http://127.0.0.1:${local.port}/api`] : spawned.map((s) => s.base),
      db: ctx.db,
      member: async () => {
        const { user, token } = await ctx.member();
        return { id: user.id, token };
      },
      admin: async () => (await ctx.admin()).token,
    };
  }, 120_000);

  afterAll(async () => {
    await Promise.all(spawned.map((s) => s.stop()));
    await local?.shutdown();
    await ctx?.close();
  });

  it('ends with every acknowledged note on its own chapter, no 5xx, and the cap exact', async () => {
    const outcome = await runMemberWritesLoad(site, { durationMs: DURATION_MS });
    const summary = describeOutcome(TEST_DB, outcome);
    expect(outcome.acknowledged, summary).toBeGreaterThan(0);
    expect(outcome.uploads, summary).toBeGreaterThan(0);
    expect(outcome.reverts, summary).toBeGreaterThan(0);
    expect(outcome.serverErrors, summary).toBe(0);
    expect(outcome.misplaced, summary).toBe(0);
    expect(outcome.lost, summary).toBe(0);
    expect(outcome.capNotes, summary).toBe(NOTES_PER_ACCOUNT);
  }, 90_000);
});
