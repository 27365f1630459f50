import { createApp } from './app';
import { loadConfig, type Config } from './config';
import { createDb } from './db/connection';
import { ensureAdmin, type AdminNotice } from './setup/ensure-admin';
import { migrateLatest } from './db/migration-source';
import { seedDemoIfEmpty } from './setup/seed-demo';
import { systemClock } from './lib/clock';
import { listen } from './http/listen';
import { createLogger } from './lib/logger';
import { outboxWarning } from './mail/mailer';

/** The server process: configure, migrate, seed the demo on an empty laptop database, listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const warning = outboxWarning(config);
  if (warning) console.warn(`\n${warning}\n`);
  const seeded = await prepareDatabase(config);
  const db = createDb(config);
  const { app, services } = createApp({ config, db, logger });
  const admin = await ensureAdmin(config, services.users);
  const running = await listen(app, config.port, undefined, config.httpTimeouts);
  // Every server runs one; the claim in reminder_sends makes each reminder go out once among them.
  const reminders = services.reminders.scheduler(logger, config.remindersTickMs || undefined);
  if (config.remindersTickMs !== 0) reminders.start();

  const where = config.databaseUrl ? 'MySQL' : `SQLite in ${config.dataDir}`;
  console.log(`\nCamino is running on http://localhost:${running.port} (${where})`);
  if (seeded) console.log('Loaded the demo content into the empty database.');
  console.log(adminMessage(admin, config.publicUrl));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    await running.shutdown();
    await reminders.stop();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/**
 * Migrations and the demo seed run on a pool of their own without the statement limits (and with
 * the database's own lock waits): a schema change on a large table may rightly take minutes, and a
 * server starting beside another waits for the other's seed transaction. Nothing is served until
 * they are done. True when the demo was loaded.
 */
async function prepareDatabase(config: Config): Promise<boolean> {
  const db = createDb({ ...config, dbTimeouts: { ...config.dbTimeouts!, queryMs: 0 } });
  try {
    await migrateLatest(db);
    // A deployment's database holds only what its admins publish (config.ts demoContent).
    return config.demoContent ? await seedDemoIfEmpty(db, config, systemClock) : false;
  } finally {
    await db.destroy();
  }
}

function adminMessage(admin: AdminNotice, publicUrl: string): string {
  const loginUrl = `${publicUrl}/login`;
  switch (admin.kind) {
    case 'generated':
      return [
        `Admin login: ${loginUrl}`,
        `  username: ${admin.username}`,
        `  password: ${admin.password}`,
        '  (shown once; set another with `npm run create-admin -- <username>`)',
      ].join('\n');
    case 'configured':
      return `Admin login: ${loginUrl} as "${admin.username}" with ADMIN_PASSWORD${admin.created ? ' (account created)' : ''}.`;
    case 'existing':
      return `Admin login: ${loginUrl} with your admin account (forgot it? \`npm run create-admin -- <username>\` sets a new password).`;
    case 'missing':
      return [
        'No admin account yet. Create one with `npm run create-admin -- <username>`',
        '(or start with ADMIN_USERNAME and ADMIN_PASSWORD set), then log in at ' + loginUrl,
      ].join('\n');
  }
}

main().catch((err: unknown) => {
  console.error(`Camino could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
