// The scale-out scenario of `npm run scale-demo` and of scale-demo.test.ts: two server processes
// on different ports against one MySQL/MariaDB database act as one site.
import { randomBytes } from 'node:crypto';
import knex from 'knex';
import { mainChapter, zipOf } from './chapter-fixtures';
import { spawnServer, type SpawnedServer } from './spawn-server';
import { playlistFor } from './upload-helpers';

/** How often each server checks the shared content generation (CACHE_CHECK_MS) in the scenario. */
export const SCENARIO_CHECK_MS = 1000;
/** Slack over the bound for the polling itself and a loaded machine. */
const SLACK_MS = 1000;

export interface ScaleScenarioOptions {
  /** A MySQL server URL with rights to create a database (the scenario's own, dropped after). */
  mysqlUrl: string;
  /** Called with each step as it passes. */
  log?: (line: string) => void;
}

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { items?: unknown[]; volumes?: Array<{ has_playlist_data: boolean }> };
}

/** Runs every step; throws on the first that fails. Servers and database are removed in any case. */
export async function runScaleScenario({ mysqlUrl, log = () => undefined }: ScaleScenarioOptions) {
  const name = `camino_scale_${randomBytes(4).toString('hex')}`;
  const root = knex({ client: 'mysql2', connection: mysqlUrl, pool: { min: 0, max: 1 } });
  await root.raw('CREATE DATABASE ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [name]);
  const url = new URL(mysqlUrl);
  url.pathname = `/${name}`;
  const env = {
    DATABASE_URL: url.toString(),
    JWT_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: '1',
    CACHE_CHECK_MS: String(SCENARIO_CHECK_MS),
    ADMIN_USERNAME: 'scale-admin',
    ADMIN_PASSWORD: 'scale-admin-pass',
    DEMO_CONTENT: '1',
  };
  const servers: SpawnedServer[] = [];
  try {
    const [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
    servers.push(a, b);
    log(`servers A ${a.base} and B ${b.base} started together on one empty database (${name})`);
    await steps(a.base, b.base, log);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await root.raw('DROP DATABASE IF EXISTS ??', [name]);
    await root.destroy();
  }
}

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`scale scenario: ${what}`);
}

async function call(
  base: string,
  path: string,
  init: RequestInit & { token?: string; json?: unknown } = {},
): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
  const res = await fetch(base + path, { ...init, headers, body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Answer['body']) : {} };
}

const upload = (base: string, path: string, token: string, name: string, data: Buffer, type: string) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  return call(base, path, { method: 'POST', token, body: form });
};

/** Polls `read` until it holds; returns the milliseconds it took. */
async function msUntil(read: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  while (!(await read())) {
    if (performance.now() - started > limitMs) return Number.POSITIVE_INFINITY;
    await new Promise((r) => setTimeout(r, 25));
  }
  return performance.now() - started;
}

async function steps(a: string, b: string, log: (line: string) => void): Promise<void> {
  // 1. Sessions: log in on A, use the token on B.
  const email = `scale-${randomBytes(3).toString('hex')}@example.com`;
  const registered = await call(a, '/register', {
    method: 'POST',
    json: { first_name: 'Sara', last_name: 'Olmo', email, password: 'secret1' },
  });
  check(registered.status === 201, `register on A answered ${registered.status}`);
  const login = await call(a, '/login', { method: 'POST', json: { username: email, password: 'secret1' } });
  const token = login.body.access_token as string;
  check(login.status === 200 && Boolean(token), `login on A answered ${login.status}`);
  const onB = await call(b, '/volumes/1/playlist', { token });
  check(onB.status === 200, `A's token on B answered ${onB.status}`);
  log('a member logged in on A; B accepts the token (playlist 200)');

  // 2. Member data: a note saved through A is read through B.
  const saved = await call(a, '/notes/save?volume=1&index=2', {
    method: 'POST',
    token,
    json: { note_text: 'Escrita en A' },
  });
  check(saved.status === 200, `note save on A answered ${saved.status}`);
  const note = await call(b, '/notes/1/2', { token });
  check(note.body.note_text === 'Escrita en A', `B read the note as ${JSON.stringify(note.body)}`);
  log('a note saved through A is read through B');

  // 3. Login throttling counts attempts on both servers (5 per account in 15 minutes).
  for (const base of [a, b, a, b, a]) {
    const wrong = await call(base, '/login', {
      method: 'POST',
      json: { username: email, password: 'wrong' },
    });
    check(wrong.status === 401, `a wrong password answered ${wrong.status}`);
  }
  const blocked = await call(b, '/login', { method: 'POST', json: { username: email, password: 'secret1' } });
  check(blocked.status === 429, `the 6th attempt (on B) answered ${blocked.status}`);
  log('5 failed logins alternating A/B block the account on B (429)');

  // 4. An admin's upload through A is served by B; an old ETag revalidated on B gets the new content.
  const adminLogin = await call(b, '/login', {
    method: 'POST',
    json: { username: 'scale-admin', password: 'scale-admin-pass' },
  });
  const admin = adminLogin.body.access_token as string;
  check(adminLogin.status === 200, `admin login on B answered ${adminLogin.status}`);
  const other = await call(b, '/register', {
    method: 'POST',
    json: { first_name: 'Luis', last_name: 'Mar', email: `l-${email}`, password: 'secret1' },
  });
  const member = other.body.access_token as string;

  const volumesBefore = await call(b, '/volumes');
  check(volumesBefore.body.volumes?.[8]?.has_playlist_data === false, 'volume 9 already had a playlist');
  const oldEtag = volumesBefore.headers.get('etag')!;
  const playlist = await upload(
    a,
    '/admin/upload-playlist',
    admin,
    'Vol_9.json',
    Buffer.from(JSON.stringify(playlistFor(9, 3))),
    'application/json',
  );
  check(playlist.status === 200, `playlist upload on A answered ${playlist.status}`);
  const served = await call(b, '/volumes/9/playlist', { token: member });
  check(served.status === 200 && served.body.items?.length === 3, `B served the playlist: ${served.status}`);
  log('a playlist uploaded through A is served by B');

  const revalidated = await call(b, '/volumes', { headers: { 'If-None-Match': oldEtag } });
  check(
    revalidated.status === 200 && revalidated.body.volumes?.[8]?.has_playlist_data === true,
    `B answered the old ETag of /volumes with ${revalidated.status}`,
  );
  log('B answers an If-None-Match with the old ETag of /volumes with 200 and the new list, not 304');

  // 5. A chapter changed through A: B revalidates at once and serves it within CACHE_CHECK_MS.
  const chapterPath = '/main-file/9/1';
  const zip = (variant: string) => zipOf([['9-1.json', mainChapter(9, 1, { variant })]]);
  const first = await upload(
    a,
    '/admin/upload-main-files',
    admin,
    'Vol_9_main.zip',
    await zip('uno'),
    'application/zip',
  );
  check(first.status === 200, `main files upload on A answered ${first.status}`);
  const cached = await call(b, chapterPath, { token: member });
  check(cached.status === 200, `B served the chapter: ${cached.status}`);
  const chapterEtag = cached.headers.get('etag')!;
  const second = await upload(
    a,
    '/admin/upload-main-files',
    admin,
    'Vol_9_main.zip',
    await zip('dos'),
    'application/zip',
  );
  check(second.status === 200 && second.body.files_processed === 1, `re-upload answered ${second.status}`);
  const again = await call(b, chapterPath, { token: member, headers: { 'If-None-Match': chapterEtag } });
  check(
    again.status === 200 && again.headers.get('etag') !== chapterEtag,
    `B revalidated with ${again.status}`,
  );
  log('B answers the old ETag of the changed chapter with 200 and the new version, not 304');

  // 6. Without any revalidation, B serves a change made through A within CACHE_CHECK_MS.
  const about = await call(b, '/about?lang=es');
  check(about.status === 200, `B served /about: ${about.status}`);
  const content = `# Acerca de\n\nCambiado en A ${randomBytes(3).toString('hex')}`;
  const savedAbout = await call(a, '/admin/about', { method: 'POST', token: admin, json: { content } });
  check(savedAbout.status === 200, `About save on A answered ${savedAbout.status}`);
  const waited = await msUntil(
    async () => (await call(b, '/about?lang=es')).body.content === content,
    SCENARIO_CHECK_MS + SLACK_MS,
  );
  check(
    Number.isFinite(waited),
    `B still served the old About ${SCENARIO_CHECK_MS + SLACK_MS} ms after the save on A`,
  );
  log(
    `B serves About as saved through A ${Math.round(waited)} ms after the save ` +
      `(bound: CACHE_CHECK_MS = ${SCENARIO_CHECK_MS} ms)`,
  );
}
