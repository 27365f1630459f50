// Proves the desktop app is a known device to the servers it signed in to: the device token a
// login answers is kept in a file (readable by its user only) and sent on the next login, so when
// strangers' wrong passwords lock the admin's account, this app (even restarted) still gets in with
// the right password while a client without the token is refused. Against the real server.
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useRealServer } from '../test/real-server';
import { createDeviceTokens } from './device-tokens';
import { createPublishService } from './publish-service';

const real = useRealServer();
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'camino-device-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('device tokens', () => {
  it('keep this desktop a known device: strangers’ failures never lock it out', async () => {
    const file = path.join(dir, 'device-tokens.json');
    const { username, password } = real.admin;
    const connect = (publish: ReturnType<typeof createPublishService>) =>
      publish.connect({ server: real.url, username, password });
    const desktop = () =>
      createPublishService({ currentRoot: real.workspace.current, deviceTokens: createDeviceTokens(file) });

    expect((await connect(desktop())).ok).toBe(true);
    const saved = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
    expect(Object.keys(saved)).toEqual([`${real.url} ${username.toLowerCase()}`]);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    // Someone guesses the admin's password (from this very address, so every lockout applies).
    for (let i = 0; i < 5; i++) {
      await real.ctx.request.post('/api/login').send({ username, password: 'a-wrong-guess' }).expect(401);
    }
    await real.ctx.request.post('/api/login').send({ username, password }).expect(429);

    // The app, started again (a new service reading the same file), still signs in…
    const again = await connect(desktop());
    expect(again.ok).toBe(true);
    // …while a desktop that never signed in here is refused like any stranger.
    const stranger = await connect(
      createPublishService({ currentRoot: real.workspace.current, deviceTokens: createDeviceTokens() }),
    );
    expect(stranger.ok).toBe(false);
    expect(stranger.ok ? '' : stranger.problems[0]!.message).toMatch(/Too many attempts/);
  });

  it('are per server and admin name, and an unreadable file only means no known device', async () => {
    const file = path.join(dir, 'other.json');
    await writeFile(file, 'not json');
    const tokens = createDeviceTokens(file);
    expect(await tokens.get('https://a.example', 'root')).toBeUndefined();
    await tokens.set('https://a.example', 'Root', 'id.mac');
    await tokens.set('https://b.example', 'root', 'id2.mac2');
    const reread = createDeviceTokens(file);
    expect(await reread.get('https://a.example', 'root')).toBe('id.mac');
    expect(await reread.get('https://b.example', 'ROOT')).toBe('id2.mac2');
    expect(await reread.get('https://a.example', 'other')).toBeUndefined();
  });
});
