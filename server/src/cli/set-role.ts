import { loadConfig } from '../config';
import { createDb } from '../db/connection';
import { migrateLatest } from '../db/migration-source';
import { parseRole, setRoleByLogin, SET_ROLE_USAGE } from './set-role-command';

/**
 * `npm run set-role -- <username|email> admin|user`: makes an account an admin or a member, the
 * companion of create-admin. The last admin is never demoted; running servers refuse a demoted
 * admin on admin routes within CACHE_CHECK_MS.
 */
async function main(): Promise<void> {
  const [login, roleText] = process.argv.slice(2);
  if (!login) throw new Error(SET_ROLE_USAGE);
  const role = parseRole(roleText);
  const config = loadConfig();
  const db = createDb(config);
  try {
    await migrateLatest(db);
    console.log(await setRoleByLogin(db, config, login, role));
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
