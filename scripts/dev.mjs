// `npm run dev`: the API server (restarting on server changes) and Vite's dev server with hot
// reload, which forwards /api and /demo to it. Open http://127.0.0.1:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) =>
  path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

// Each child leads its own process group, so stopping reaches the servers they start too.
const start = (command, args, cwd) =>
  spawn(command, args, { cwd, stdio: 'inherit', detached: process.platform !== 'win32' });
const children = [
  start(bin('tsx'), ['watch', '--clear-screen=false', 'server/src/main.ts'], root),
  start(bin('vite'), [], path.join(root, 'web-reader')),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null) continue;
    try {
      if (process.platform === 'win32') child.kill();
      else process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
