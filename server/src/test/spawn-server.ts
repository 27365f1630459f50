import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const tsx = path.resolve(serverDir, '..', 'node_modules', '.bin', 'tsx');

export interface SpawnedServer {
  child: ChildProcess;
  /** Everything the process printed so far. */
  output: () => string;
  base: string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop: () => Promise<number | null>;
}

/** The bundle `npm start` runs (server/scripts/build.mjs writes it). */
export const BUNDLED_ENTRY = path.join(serverDir, 'dist', 'main.js');

/**
 * Starts the real server entry in a child process and waits until it listens: the TypeScript
 * sources under tsx, or with `bundled` the built file `npm start` runs.
 */
export function spawnServer(
  env: Record<string, string>,
  options: { bundled?: boolean } = {},
): Promise<SpawnedServer> {
  const [command, args] = options.bundled
    ? [process.execPath, ['--enable-source-maps', BUNDLED_ENTRY]]
    : [tsx, ['src/main.ts']];
  const child = spawn(command, args, {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'silent', INIT_CWD: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        child.stdout!.off('data', onData);
        child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
        resolve({
          child,
          output: () => output,
          base: `http://127.0.0.1:${port}/api`,
          stop: () =>
            new Promise((done) => {
              child.once('exit', (code) => done(code));
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) =>
      reject(new Error(`server exited with ${code} before listening:\n${output}`)),
    );
  });
}
