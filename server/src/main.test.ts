// Proves `npm start`'s entry: a fresh data folder gets the demo, the printed admin login works,
// and SIGTERM stops the process cleanly. Runs the real entry in a child process.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DB } from './test/test-context';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(serverDir, '..', 'node_modules', '.bin', 'tsx');

function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(pattern);
      if (match) resolve(match);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited with ${code} before ${pattern}:\n${output}`)));
  });
}

describe.runIf(TEST_DB === 'sqlite')('server entry (npm start)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'camino-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts on an empty data folder with the demo and a printed admin login, and stops on SIGTERM', async () => {
    const child = spawn(tsx, ['src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'development',
        INIT_CWD: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const printed = waitForOutput(
      child,
      /running on http:\/\/localhost:(\d+)[\s\S]*username: (\S+)\s+password: (\S+)/,
    );
    const [, port, username, password] = await printed;
    const base = `http://127.0.0.1:${port}/api`;

    const volumes = (await (await fetch(`${base}/volumes`)).json()) as { volumes: unknown[] };
    expect(volumes.volumes).toHaveLength(36);
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user_type: string }).user_type).toBe('admin');

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
