// Proves the reminders API over HTTP on SQLite and MySQL: preferences are off until chosen and
// refused with a clear answer when bad, devices with push are the member's own, the unsubscribe
// link works with its token alone and refuses a changed one, the VAPID pair is generated once for
// every server of a database, and deleting an account removes its reminders, devices and sends.
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { createDb } from '../../db/connection';
import { PUSH_DEVICES_MAX } from '../../services/reminders/push-subscriptions';
import { resolveVapidKeys } from '../../services/reminders/vapid-keys';
import { signUnsubscribeToken } from '../../services/reminders/unsubscribe-token';
import { testDevice } from '../../test/push-service';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const preferences = (overrides: Record<string, unknown> = {}) => ({
  time_zone: 'Europe/Madrid',
  quiet_hours: { start: '22:00', end: '07:00' },
  push: { enabled: true, time: '07:30', days: [1, 2, 3, 4, 5] },
  email: { enabled: true, time: '06:45', days: EVERY_DAY, frequency: 'weekly', weekly_day: 7 },
  ...overrides,
});

describe('reminders API', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('starts with every reminder off, and saves the member’s choice', async () => {
    const { token } = await ctx.member();
    const before = await ctx.request
      .get('/api/reminders')
      .set(bearer(token))
      .set('Accept-Language', 'es')
      .expect(200);
    expect(before.body).toMatchObject({
      saved: false,
      language: 'es',
      push: { enabled: false },
      email: { enabled: false },
    });

    const saved = await ctx.request
      .put('/api/reminders')
      .set(bearer(token))
      .set('Accept-Language', 'es')
      .send(preferences())
      .expect(200);
    expect(saved.body).toEqual({ ...preferences(), language: 'es', saved: true });
    const after = await ctx.request.get('/api/reminders').set(bearer(token)).expect(200);
    expect(after.body).toEqual(saved.body);
  });

  it('refuses bad preferences with a clear answer in the member’s language and changes nothing', async () => {
    const { token } = await ctx.member();
    const zone = await ctx.request
      .put('/api/reminders')
      .set(bearer(token))
      .set('Accept-Language', 'es')
      .send(preferences({ time_zone: 'Mars/Olympus' }))
      .expect(400);
    expect(zone.body).toMatchObject({ code: 'bad_request', detail: "'Mars/Olympus' no es una zona horaria" });
    expect(zone.body.errors[0]).toMatchObject({ pointer: '/time_zone', code: 'time_zone' });
    const time = await ctx.request
      .put('/api/reminders')
      .set(bearer(token))
      .send(preferences({ push: { enabled: true, time: '25:00', days: [1] } }))
      .expect(422);
    expect(time.body.errors.map((e: { pointer: string }) => e.pointer)).toContain('/push/time');
    const stored = await ctx.request.get('/api/reminders').set(bearer(token)).expect(200);
    expect(stored.body.saved).toBe(false);
    await ctx.request.put('/api/reminders').send(preferences()).expect(401);
  });

  it('lists, renews and removes the member’s own devices with push', async () => {
    const ana = await ctx.member();
    const ben = await ctx.member();
    const device = testDevice('https://push.example.net/send/abc');
    const added = await ctx.request
      .post('/api/push/subscriptions')
      .set(bearer(ana.token))
      .set(
        'User-Agent',
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
      )
      .send({ endpoint: device.endpoint, expirationTime: null, keys: device.keys })
      .expect(200);
    expect(added.body).toMatchObject({ label: 'Chrome on Android' });
    // The browser renews the same subscription: still one device.
    await ctx.request
      .post('/api/push/subscriptions')
      .set(bearer(ana.token))
      .send({ endpoint: device.endpoint, keys: device.keys })
      .expect(200);
    const listed = await ctx.request.get('/api/push/subscriptions').set(bearer(ana.token)).expect(200);
    expect(listed.body.devices).toHaveLength(1);

    await ctx.request
      .post('/api/push/subscriptions')
      .set(bearer(ana.token))
      .send({ endpoint: 'http://push.example.net/plain', keys: device.keys })
      .expect(422);
    const other = await ctx.request
      .delete(`/api/push/subscriptions/${added.body.id}`)
      .set(bearer(ben.token))
      .set('Accept-Language', 'es')
      .expect(404);
    expect(other.body.detail).toBe('Este dispositivo no recibe tus recordatorios');
    await ctx.request.delete(`/api/push/subscriptions/${added.body.id}`).set(bearer(ana.token)).expect(200);
    expect((await ctx.request.get('/api/push/subscriptions').set(bearer(ana.token))).body.devices).toEqual(
      [],
    );
  });

  it('keeps a member’s newest devices only', async () => {
    const { token } = await ctx.member();
    for (let i = 0; i < PUSH_DEVICES_MAX + 2; i += 1) {
      const device = testDevice(`https://push.example.net/many/${i}`);
      await ctx.request
        .post('/api/push/subscriptions')
        .set(bearer(token))
        .send({ endpoint: device.endpoint, keys: device.keys })
        .expect(200);
    }
    const listed = await ctx.request.get('/api/push/subscriptions').set(bearer(token)).expect(200);
    expect(listed.body.devices).toHaveLength(PUSH_DEVICES_MAX);
    const [oldest] = await ctx
      .db('push_subscriptions')
      .whereIn('id', [listed.body.devices[0].id])
      .pluck('endpoint');
    expect(oldest).toBe('https://push.example.net/many/2');
  });

  it('turns the digest off from the link alone, and refuses a changed or foreign token', async () => {
    const { token, user } = await ctx.member();
    await ctx.request
      .put('/api/reminders')
      .set(bearer(token))
      .send({ ...preferences(), language: 'es' })
      .expect(200);
    const link = signUnsubscribeToken(user.id, ctx.config.jwtSecret);

    const tampered = `${link.slice(0, -2)}${link.endsWith('AA') ? 'BB' : 'AA'}`;
    const refused = await ctx.request
      .post(`/api/reminders/unsubscribe?token=${tampered}`)
      .set('Accept-Language', 'es')
      .expect(400);
    expect(refused.body).toMatchObject({ code: 'invalid_unsubscribe_token' });
    expect(refused.body.detail).toMatch(/^Este enlace para darse de baja no es válido/);
    // A session token is no unsubscribe token.
    await ctx.request.post(`/api/reminders/unsubscribe?token=${token}`).expect(400);
    await ctx.request.post('/api/reminders/unsubscribe').expect(400);
    expect((await ctx.request.get('/api/reminders').set(bearer(token))).body.email.enabled).toBe(true);

    // As a mail client's one-click button sends it (RFC 8058): a form body, no session.
    const done = await ctx.request
      .post(`/api/reminders/unsubscribe?token=${link}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(done.body).toEqual({ message: 'Ya no recibirás el correo de resumen de Camino', language: 'es' });
    const after = await ctx.request.get('/api/reminders').set(bearer(token)).expect(200);
    expect(after.body.email.enabled).toBe(false);
    expect(after.body.push.enabled).toBe(true);
    // Clicking again is harmless.
    await ctx.request.post(`/api/reminders/unsubscribe?token=${link}`).expect(200);
  });

  it('generates one VAPID pair for every server of the database', async () => {
    const other = ctx.config.databaseUrl
      ? createDb({ databaseUrl: ctx.config.databaseUrl, dataDir: ctx.config.dataDir })
      : ctx.db;
    try {
      const config = { vapidSubject: 'mailto:ops@camino.test' };
      const [a, b] = await Promise.all([
        resolveVapidKeys(ctx.db, config, new Date().toISOString()),
        resolveVapidKeys(other, config, new Date().toISOString()),
      ]);
      expect(a).toEqual(b);
      const key = await ctx.request.get('/api/push/key').expect(200);
      expect(key.body.public_key).toBe(a.publicKey);
      expect(Buffer.from(a.publicKey, 'base64url')).toHaveLength(65);
    } finally {
      if (other !== ctx.db) await other.destroy();
    }
  });

  it('deleting an account removes its preferences, devices and sends', async () => {
    const admin = await ctx.admin();
    const { token, user } = await ctx.member();
    await ctx.request.put('/api/reminders').set(bearer(token)).send(preferences()).expect(200);
    const device = testDevice('https://push.example.net/send/gone');
    await ctx.request
      .post('/api/push/subscriptions')
      .set(bearer(token))
      .send({ endpoint: device.endpoint, keys: device.keys })
      .expect(200);
    await ctx.db('reminder_sends').insert({
      user_id: user.id,
      channel: 'push',
      local_date: '2026-12-01',
      claim: 'x',
      status: 'sent',
      claimed_at: new Date().toISOString(),
    });
    await ctx.request.delete(`/api/admin/user/${user.id}`).set(bearer(admin.token)).expect(200);
    for (const table of ['reminder_preferences', 'push_subscriptions', 'reminder_sends']) {
      expect(await ctx.db(table).where({ user_id: user.id })).toEqual([]);
    }
  });
});
