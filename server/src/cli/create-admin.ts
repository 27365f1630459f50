import { createInterface } from 'node:readline';
import { adminPasswordProblem } from '../auth/password-strength';
import { loadConfig } from '../config';
import { createDb } from '../db/connection';
import { migrateLatest } from '../db/migration-source';
import { systemClock } from '../lib/clock';
import { createSharedGenerations } from '../services/shared-generations';
import { createUsersService } from '../services/users-service';

/**
 * `npm run create-admin -- <username>`: creates an admin, or sets a new password for an existing
 * one. The password is read from the terminal without echo (or from ADMIN_PASSWORD when piped).
 */
async function main(): Promise<void> {
  const username = process.argv[2];
  if (!username || !/^[A-Za-z0-9_.-]{3,64}$/.test(username)) {
    throw new Error('Usage: npm run create-admin -- <username> (3-64 letters, digits, . _ -)');
  }
  const password = process.env.ADMIN_PASSWORD || (await askHidden(`Password for ${username}: `));
  const config = loadConfig();
  const weakness = await adminPasswordProblem(config, password, username);
  if (weakness) throw new Error(`The admin password is too weak: ${weakness}`);

  const db = createDb(config);
  try {
    await migrateLatest(db);
    // A new password raises the shared accounts generation: running servers drop the old session.
    const generations = createSharedGenerations({ db, checkIntervalMs: 0 });
    const users = createUsersService({ db, config, clock: systemClock }, generations);
    const result = await users.upsertAdmin(username, password);
    console.log(`Admin "${username}" ${result}. Log in at ${config.publicUrl}/login`);
  } finally {
    await db.destroy();
  }
}

function askHidden(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (text: string) => void };
  let asked = false;
  output._writeToOutput = (text: string) => {
    if (!asked) process.stdout.write(text);
    asked = true;
  };
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    }),
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
