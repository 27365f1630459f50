// The bench's server processes: each pinned to core 0 when it can be, its output discarded.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const canPin = os.cpus().length >= 2 && hasTaskset();

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Node's arguments in the server's `start` script (`node <flags> dist/main.js`), which npm start runs. */
export function startArgs(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [command, ...args] = pkg.scripts.start.trim().split(/\s+/);
  if (command !== 'node' || args.at(-1) !== 'dist/main.js') {
    throw new Error(`the server's start script is not "node … dist/main.js": ${pkg.scripts.start}`);
  }
  return args;
}

export interface Proc {
  name: string;
  child: ChildProcess;
  base: string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts a process pinned to core 0, its output discarded: `args` for node, e.g. a TypeScript
 * file under tsx (the baselines) or the built server.
 */
export async function start(name: string, args: string[], env: Record<string, string>): Promise<Proc> {
  const port = await freePort();
  // BENCH_SERVER_OUT=<file> keeps the output (e.g. of --trace-gc) instead of discarding it.
  const devNull = openSync(process.env.BENCH_SERVER_OUT ?? '/dev/null', 'a');
  const node = [process.execPath, ...args];
  const [command, ...rest] = canPin ? ['taskset', '-c', '0', ...node] : node;
  const child = spawn(command!, rest, {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), INIT_CWD: '' },
    stdio: ['ignore', devNull, 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${stderr}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${name} did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { name, child, base };
}

export function stop(proc: Proc): Promise<void> {
  return new Promise((resolve) => {
    if (proc.child.exitCode !== null) return resolve();
    proc.child.once('exit', () => resolve());
    proc.child.kill('SIGTERM');
  });
}

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/**
 * CPU time a process has used so far (user + system, all its threads) in ms, from /proc. Per
 * request it says what a server costs even when the machine is too busy for its requests/s to.
 */
export function cpuMs(pid: number): number {
  try {
    // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (100 Hz).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * Runs `work` with every process of `pids` but `active` stopped (SIGSTOP, then SIGCONT), so that
 * no other server's timers or collections after a run of its own fall in the run measured.
 */
export async function pausingOthers<T>(pids: number[], active: number[], work: () => Promise<T>): Promise<T> {
  const paused = pids.filter((pid) => !active.includes(pid));
  for (const pid of paused) process.kill(pid, 'SIGSTOP');
  try {
    return await work();
  } finally {
    for (const pid of paused) process.kill(pid, 'SIGCONT');
  }
}
