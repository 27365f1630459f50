import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Builds the reader and the server once per run (each a no-op when fresh) for every worker's world. */
export default function globalSetup(): void {
  for (const script of ['scripts/ensure-reader-build.mjs', 'scripts/ensure-server-build.mjs']) {
    execFileSync(process.execPath, [script], { cwd: root, stdio: 'inherit' });
  }
}
