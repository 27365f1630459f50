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

/** Starts the real server entry (`npm start`'s) in a child process and waits until it listens. */
export function spawnServer(env: Record<string, string>): Promise<SpawnedServer> {
  const child = spawn(tsx, ['src/main.ts'], {
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
