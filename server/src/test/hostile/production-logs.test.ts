// Proves, on the real server process with NODE_ENV=production and no SMTP_URL, that the start
// prints one clear warning and that account emails (verification, password reset) leave their
// links in the outbox file only: nothing the process prints contains a link's token, a session
// token sent in a URL, or the values of a statement that failed.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../spawn-server';
import { decodeQuotedPrintable } from '../smtp-sink';
import { TEST_DB } from '../test-context';

describe.runIf(TEST_DB === 'sqlite')('production logs without SMTP_URL', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'camino-prodlog-'));
  let server: SpawnedServer | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('warns once at start and never prints a link from an email', async () => {
    server = await spawnServer({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('base64'),
      ADMIN_USERNAME: 'root',
      ADMIN_PASSWORD: 'plum-harbor-quietly-47',
      LOG_LEVEL: 'info',
      SMTP_URL: '',
    });
    expect(server.output().match(/SMTP_URL is not set/g)).toHaveLength(1);
    expect(server.output()).toContain(path.join(dataDir, 'outbox'));

    const post = (route: string, body: object) =>
      fetch(`${server!.base}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const email = 'ana@example.com';
    expect(
      (await post('/register', { first_name: 'Ana', last_name: 'García', email, password: 'secret-pass-1' }))
        .status,
    ).toBe(201);
    expect((await post('/forgot-password', { email })).status).toBe(200);

    const outbox = path.join(dataDir, 'outbox');
    // Both emails are sent after their answers (verification when it is on, and the reset).
    await expect
      .poll(() => readdirSync(outbox, { withFileTypes: true }).length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect
      .poll(() => server!.output().includes('written to the outbox'), { timeout: 15_000 })
      .toBe(true);
    const files = readdirSync(outbox);
    const tokens = files.flatMap((file) => {
      const eml = decodeQuotedPrintable(readFileSync(path.join(outbox, file), 'utf8'));
      return [...eml.matchAll(/token=([\w-]+)/g)].map((m) => m[1]!);
    });
    expect(tokens.length).toBeGreaterThan(0);
    // Each file is written before its log line, which is flushed a moment later.
    await expect
      .poll(() => files.every((file) => server!.output().includes(path.join(outbox, file))), {
        timeout: 15_000,
      })
      .toBe(true);
    const printed = server.output();
    for (const token of tokens) expect(printed).not.toContain(token);
    expect(printed).not.toMatch(/token=/);
  }, 60_000);

  it('never logs a session token sent in the URL, nor the values of a failed statement', async () => {
    const logged = () => server!.output();
    const sessionToken = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0LXNlc3Npb24.sekrit-signature';
    expect((await fetch(`${server!.base}/volumes?access_token=${sessionToken}&lang=es`)).status).toBe(200);
    await expect.poll(() => logged()).toMatch(/"url":"\/api\/volumes\?access_token=\[redacted\]&lang=es"/);

    // The database refuses every new account (as a full disk or a broken constraint would): the
    // registration answers 500 and the log shows the statement, never what the member typed.
    const sqlite = new Database(path.join(dataDir, 'camino.sqlite'));
    sqlite.exec(
      "CREATE TRIGGER refuse_accounts BEFORE INSERT ON users BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    );
    sqlite.close();
    const refused = await fetch(`${server!.base}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Nombre-Privado',
        last_name: 'Apellido-Privado',
        email: 'private-person@example.com',
        password: 'plum-harbor-quietly-47',
      }),
    });
    expect(refused.status).toBe(500);
    await expect.poll(() => logged()).toMatch(/"msg":"unexpected error"/);
    const line = logged()
      .split('\n')
      .find((l) => l.includes('unexpected error'))!;
    expect(line).toMatch(/insert into `users`/);
    expect(line).toMatch(/disk full/);
    expect(logged()).not.toMatch(/Privado|private-person|sekrit|c2VjcmV0LXNlc3Npb24/);
  }, 60_000);
});
