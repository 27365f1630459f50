// Proves, on the real server process with NODE_ENV=production and no SMTP_URL, that the start
// prints one clear warning and that account emails (verification, password reset) leave their
// links in the outbox file only: nothing the process prints contains a link's token.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../test/spawn-server';
import { decodeQuotedPrintable } from '../test/smtp-sink';
import { TEST_DB } from '../test/test-context';

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
});
