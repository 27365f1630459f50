// `npm run bench` (part): the member-writes load run for its full 20 s (src/test/member-writes-load.ts,
// which member-writes-load.test.ts runs for a few seconds): 50 members saving from the pages they
// loaded while one admin re-uploads a shifted playlist every 1.5 s and another uploads it back
// every 2.2 s, on SQLite with one server process and on MySQL with two. Prints the
// saves, the 409s, the 5xx and the notes not on their own chapter. Run alone from server/:
// `npx tsx bench/member-writes.ts [seconds, default 20]`.
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/connection';
import { migrateLatest } from '../src/db/migration-source';
import { NOTES_PER_ACCOUNT } from '../src/services/notes-service';
import { call } from '../src/test/member-client';
import { describeOutcome, runMemberWritesLoad, type LoadSite } from '../src/test/member-writes-load';
import { spawnServer, type SpawnedServer } from '../src/test/spawn-server';
import { onEachDatabase } from './bench-databases';
import { report } from './results';

const seconds = Number(process.argv[2] ?? 20);

/** Signs accounts in through `base`, creating them with this process's own services on `db`. */
function accountsOn(db: Db, env: NodeJS.ProcessEnv, jwtSecret: string, base: () => string) {
  const config = loadConfig({ NODE_ENV: 'bench', LOG_LEVEL: 'silent', JWT_SECRET: jwtSecret, ...env });
  const { services } = createApp({ config, db, logger: pino({ level: 'silent' }) });
  let n = 0;
  const signIn = async (username: string, password: string) => {
    const a = await call(base(), 'POST', '/login', undefined, { username, password });
    if (a.status !== 200) throw new Error(`login answered ${a.status}`);
    return a.body.access_token as string;
  };
  return {
    services,
    member: async () => {
      const email = `load${++n}-${randomBytes(3).toString('hex')}@example.com`;
      const user = await services.users.register(
        { first_name: 'Carga', last_name: 'Prueba', email, password: 'secret123' },
        true,
      );
      return { id: user.id, token: await signIn(email, 'secret123') };
    },
    admin: async () => {
      const username = `load-admin${++n}`;
      await services.users.upsertAdmin(username, 'load-admin-pass');
      return signIn(username, 'load-admin-pass');
    },
  };
}

async function main(): Promise<void> {
  await onEachDatabase('camino-member-writes-', async (label, db, env) => {
    const jwtSecret = randomBytes(32).toString('hex');
    await migrateLatest(db);
    const spawned: SpawnedServer[] = [];
    let bases: string[] = [];
    const accounts = accountsOn(db, env, jwtSecret, () => bases[0]!);
    try {
      // The servers are processes of their own, as in production (the load runs in this one).
      const serverEnv = {
        ...(env as Record<string, string>),
        JWT_SECRET: jwtSecret,
        ADMIN_USERNAME: 'bench-admin',
        ADMIN_PASSWORD: 'bench-admin-pass',
      };
      const servers = label === 'MySQL' ? 2 : 1;
      spawned.push(...(await Promise.all(Array.from({ length: servers }, () => spawnServer(serverEnv)))));
      bases = spawned.map((s) => s.base);
      const site: LoadSite = { bases, db, member: accounts.member, admin: accounts.admin };
      const outcome = await runMemberWritesLoad(site, { durationMs: seconds * 1000 });
      const where = label === 'MySQL' ? 'MySQL, 2 servers' : 'SQLite';
      console.log(
        `\n${describeOutcome(`Member writes under re-uploads, ${seconds} s, ${where}`, outcome)}\n`,
      );
      report({
        figure: `${where}: note saves acknowledged in ${seconds} s`,
        value: outcome.acknowledged,
        unit: 'saves',
        goal: '',
        within: null,
        detail: `${outcome.saves} sent, ${outcome.moved} chapter_moved, ${outcome.retargeted} re-targeted`,
      });
      report({
        figure: `${where}: answers 5xx under re-uploads`,
        value: outcome.serverErrors,
        unit: '',
        goal: '0',
        within: outcome.serverErrors === 0,
      });
      report({
        figure: `${where}: notes not on their own chapter, or lost`,
        value: outcome.misplaced + outcome.lost,
        unit: '',
        goal: '0',
        within: outcome.misplaced + outcome.lost === 0,
        detail: `cap ${outcome.capNotes} of ${NOTES_PER_ACCOUNT}`,
      });
    } finally {
      await Promise.all(spawned.map((s) => s.stop()));
      await db.destroy();
    }
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
