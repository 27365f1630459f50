// Proves `npm run create-admin` checks the password with the one strength check: in production a
// guessable one is refused with the reason and nothing is created; a strong one makes the admin.
// Runs the real script in a child process on a fresh SQLite data folder.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../test/test-context';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const tsx = path.resolve(serverDir, '..', 'node_modules', '.bin', 'tsx');

describe.runIf(TEST_DB === 'sqlite')('npm run create-admin in production', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'camino-create-admin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('base64'),
    DATA_DIR: dataDir,
    INIT_CWD: '',
    DATABASE_URL: '',
  };
  const run = (password: string) =>
    promisify(execFile)(tsx, ['src/cli/create-admin.ts', 'root'], {
      cwd: serverDir,
      env: { ...env, ADMIN_PASSWORD: password },
    });

  it('refuses a guessable password with the reason, then creates the admin with a strong one', async () => {
    await expect(run('Camino-Camino')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^The admin password is too weak: it /),
    });
    const { stdout } = await run('plum-harbor-quietly-47');
    expect(stdout).toMatch(/Admin "root" created/);
  }, 60_000);
});
