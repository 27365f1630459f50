// Proves the reminder scheduler on SQLite and MySQL: a reminder due at 07:00 on the member's clock
// goes out once although two servers (two schedulers over one database) tick at the same moment;
// the push reaches a real HTTPS push service encrypted for the device, and the digest lands in the
// outbox with both parts and the one-click unsubscribe headers, whose link alone turns it off.
// Quiet hours, restarts and a device the push service says is gone are covered too.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/connection';
import { createMailer } from '../../mail/mailer';
import { createGospelService } from '../gospel-service';
import { createContentVersion } from '../content-version';
import { decryptPush, startPushService, testDevice, vapidHeader } from '../../test/push-service';
import { decodeQuotedPrintable } from '../../test/smtp-sink';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';
import { createReadingPathsService } from '../reading-paths/reading-paths-service';
import { createStreakService } from '../streak/streak-service';
import { digestProviders } from './digest-providers';
import { createRemindersService } from './reminders-service';

type PushService = Awaited<ReturnType<typeof startPushService>>;

/** 07:00 in New York on Tuesday 1 December 2026 (EST, UTC-5). */
const SEVEN_IN_NEW_YORK = new Date('2026-12-01T12:00:00.000Z');
const minutes = (n: number) => n * 60_000;

describe('reminder scheduler', () => {
  let ctx: TestContext;
  let push: PushService;
  let outboxDir: string;
  let now: Date;
  const clock = { now: () => now };

  /** One server's reminders: its own service and scheduler over the shared database. */
  function server(db: Db = ctx.db) {
    const deps = { db, config: ctx.config, clock };
    const gospel = createGospelService(deps, createContentVersion(ctx.db));
    const mailer = createMailer({
      from: 'Camino <digest@camino.test>',
      dataDir: outboxDir,
      logger: pino({ level: 'silent' }),
    });
    const streak = createStreakService(deps);
    return createRemindersService(deps, mailer, {
      gospelByDate: gospel.getByDate,
      pushAgent: push.agent,
      providers: digestProviders(createReadingPathsService(deps, streak), streak),
    }).scheduler();
  }

  const outbox = () => {
    try {
      return readdirSync(path.join(outboxDir, 'outbox')).map((f) =>
        readFileSync(path.join(outboxDir, 'outbox', f), 'utf8'),
      );
    } catch {
      return [];
    }
  };

  /** A member with both channels at 07:00 New York time every day, and one device with push. */
  async function memberWithReminders(
    options: { quiet?: { start: string; end: string }; time?: string } = {},
  ) {
    const member = await ctx.member({ first_name: 'Lucía' });
    const device = testDevice(`${push.origin}/push/${member.user.id}`);
    await ctx.request
      .post('/api/push/subscriptions')
      .set(bearer(member.token))
      .set('Accept-Language', 'es')
      .set('User-Agent', 'Mozilla/5.0 (Android 14) Firefox/130.0')
      .send({ endpoint: device.endpoint, expirationTime: null, keys: device.keys })
      .expect(200);
    const time = options.time ?? '07:00';
    await ctx.request
      .put('/api/reminders')
      .set(bearer(member.token))
      .send({
        time_zone: 'America/New_York',
        language: 'es',
        quiet_hours: options.quiet ?? null,
        push: { enabled: true, time, days: [1, 2, 3, 4, 5, 6, 7] },
        email: { enabled: true, time, days: [1, 2, 3, 4, 5, 6, 7], frequency: 'daily', weekly_day: 7 },
      })
      .expect(200);
    return { ...member, device };
  }

  beforeAll(async () => {
    // The preferences are saved the evening before, so the morning's reminder is theirs.
    now = new Date('2026-11-30T23:00:00.000Z');
    ctx = await createTestContext({ clock });
    push = await startPushService();
    await ctx.services.gospel.putEntries([
      {
        date: '2026-12-01',
        gospel: { reference: 'Mt 15, 29-37', verses: ['Jesús subió al monte.'] },
        en: { gospel: { reference: 'Matthew 15:29-37', verses: ['Jesus went up on the mountain.'] } },
      },
    ]);
  });
  afterAll(async () => {
    await push.close();
    await ctx.close();
  });
  beforeEach(async () => {
    outboxDir = mkdtempSync(path.join(tmpdir(), 'camino-outbox-'));
    push.received.length = 0;
    await ctx.db('reminder_preferences').delete();
    now = new Date('2026-11-30T23:00:00.000Z');
  });
  afterEach(() => rmSync(outboxDir, { recursive: true, force: true }));

  it('sends a 07:00 reminder once with two servers ticking at the same time', async () => {
    const member = await memberWithReminders();
    // On MySQL the second server has its own connection pool, as another process would.
    const otherDb = ctx.config.databaseUrl
      ? createDb({ databaseUrl: ctx.config.databaseUrl, dataDir: outboxDir })
      : ctx.db;
    const [first, second] = [server(), server(otherDb)];

    now = new Date(SEVEN_IN_NEW_YORK.getTime() - minutes(1));
    expect(await Promise.all([first.tick(), second.tick()])).toEqual([[], []]);

    now = SEVEN_IN_NEW_YORK;
    const sends = (await Promise.all([first.tick(), second.tick()])).flat();
    expect(
      sends
        .filter((s) => s.userId === member.user.id)
        .map((s) => s.channel)
        .sort(),
    ).toEqual(['email', 'push']);
    expect(sends.every((s) => s.ok && s.localDate === '2026-12-01')).toBe(true);

    // Later ticks that day, on either server, send nothing more.
    now = new Date(SEVEN_IN_NEW_YORK.getTime() + minutes(90));
    expect(await Promise.all([first.tick(), second.tick()])).toEqual([[], []]);
    expect(push.received).toHaveLength(1);
    expect(outbox()).toHaveLength(1);
    if (otherDb !== ctx.db) await otherDb.destroy();
  });

  it('delivers the push encrypted for the device, signed with the shared VAPID key, in Spanish', async () => {
    const member = await memberWithReminders();
    now = SEVEN_IN_NEW_YORK;
    await server().tick();
    expect(push.received).toHaveLength(1);
    const [request] = push.received;
    expect(request!.path).toBe(`/push/${member.user.id}`);
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request!.headers.ttl)).toBeGreaterThan(0);
    const { claims, publicKey } = vapidHeader(String(request!.headers.authorization));
    const key = await ctx.request.get('/api/push/key').expect(200);
    expect(publicKey).toBe(key.body.public_key);
    expect(claims.aud).toBe(push.origin);
    expect(String(claims.sub)).toBe('mailto:no-reply@camino.test');
    // The body is ciphertext: only the device's keys read it.
    expect(request!.body.includes(Buffer.from('Camino'))).toBe(false);
    expect(JSON.parse(decryptPush(member.device, request!.body))).toEqual({
      title: 'Camino: tu día',
      body: 'El Evangelio del día y tu camino te esperan.',
      url: '/today',
    });
  });

  it('writes the digest with both parts and one-click unsubscribe headers; the link alone turns it off', async () => {
    const member = await memberWithReminders();
    now = SEVEN_IN_NEW_YORK;
    await server().tick();
    const [raw] = outbox();
    const mail = Buffer.from(decodeQuotedPrintable(raw!), 'latin1')
      .toString('utf8')
      .replace(/\r?\n[ \t]+/g, ' ');
    expect(mail).toMatch(/^To: .*member\d+-/m);
    expect(mail).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(mail).toMatch(/^Content-Type: text\/plain/m);
    expect(mail).toMatch(/^Content-Type: text\/html/m);
    expect(mail).toContain('Evangelio del día: Mt 15, 29-37');
    expect(mail).toContain('http://localhost:3000/evangelio?date=2026-12-01');
    expect(mail).toContain('http://localhost:3000/today');
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const header =
      /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/reminders\/unsubscribe\?token=([\w.-]+)>$/m.exec(
        mail,
      );
    expect(header).not.toBeNull();
    const token = header![1]!;
    // The body's link carries the same token to the reader's page.
    expect(mail).toContain(`http://localhost:3000/unsubscribe?token=${token}&lang=es`);

    // One click, no session.
    const res = await ctx.request.post(`/api/reminders/unsubscribe?token=${token}`).expect(200);
    expect(res.body).toEqual({ message: 'Ya no recibirás el correo de resumen de Camino', language: 'es' });
    const prefs = await ctx.request.get('/api/reminders').set(bearer(member.token)).expect(200);
    expect(prefs.body.email.enabled).toBe(false);
    expect(prefs.body.push.enabled).toBe(true);

    // The next morning: push only.
    now = new Date(SEVEN_IN_NEW_YORK.getTime() + minutes(24 * 60));
    const sends = await server().tick();
    expect(sends.map((s) => s.channel)).toEqual(['push']);
    expect(outbox()).toHaveLength(1);
  });

  it("names the day's step of each path the member follows and their streak, in their language", async () => {
    const member = await memberWithReminders();
    const put = (url: string, body: object) =>
      ctx.request.put(url).set(bearer(member.token)).send(body).expect(200);
    const { token: admin } = await ctx.admin();
    const path = {
      id: 'first-week',
      title: { en: 'Your first week', es: 'Tu primera semana' },
      description: { en: 'Seven days with the Gospel.', es: 'Siete días con el Evangelio.' },
      start: 'on-join',
      days: Array.from({ length: 7 }, () => ({
        gospel: true,
        prompt: { en: 'Read slowly.', es: 'Lee despacio.' },
      })),
    };
    await ctx.request.put('/api/admin/path').set(bearer(admin)).send(path).expect(200);
    await put('/api/paths/first-week/state', { action: 'join', start_date: '2026-11-30' });
    // Day 1 done the day before, in New York: a streak of one day.
    now = new Date(SEVEN_IN_NEW_YORK.getTime() - minutes(24 * 60));
    await put('/api/paths/first-week/days/1', { done: true, time_zone: 'America/New_York' });
    now = SEVEN_IN_NEW_YORK;
    await server().tick();
    const mail = Buffer.from(decodeQuotedPrintable(outbox()[0]!), 'latin1').toString('utf8');
    expect(mail).toContain('Tus caminos hoy');
    expect(mail).toContain('Tu primera semana, día 2: Lee despacio.');
    expect(mail).toContain('Tu racha: 1 día');
  });

  it('holds a reminder due in quiet hours until they end', async () => {
    await memberWithReminders({ time: '06:30', quiet: { start: '22:00', end: '07:00' } });
    const scheduler = server();
    now = new Date(SEVEN_IN_NEW_YORK.getTime() - minutes(30));
    expect(await scheduler.tick()).toEqual([]);
    now = new Date(SEVEN_IN_NEW_YORK.getTime() - minutes(1));
    expect(await scheduler.tick()).toEqual([]);
    now = SEVEN_IN_NEW_YORK;
    expect((await scheduler.tick()).map((s) => s.channel).sort()).toEqual(['email', 'push']);
  });

  it('after a restart sends what fell due while down, the same local day, and never twice', async () => {
    await memberWithReminders();
    now = new Date(SEVEN_IN_NEW_YORK.getTime() + minutes(120));
    expect((await server().tick()).map((s) => s.channel).sort()).toEqual(['email', 'push']);
    // A new server process (a restart) finds the claims and sends nothing again.
    now = new Date(SEVEN_IN_NEW_YORK.getTime() + minutes(125));
    expect(await server().tick()).toEqual([]);
    expect(push.received).toHaveLength(1);
  });

  it('does not send the same morning when reminders are turned on after their time', async () => {
    now = new Date(SEVEN_IN_NEW_YORK.getTime() + minutes(60));
    await memberWithReminders();
    expect(await server().tick()).toEqual([]);
    now = new Date(SEVEN_IN_NEW_YORK.getTime() + minutes(24 * 60));
    expect((await server().tick()).map((s) => s.channel).sort()).toEqual(['email', 'push']);
  });

  it('forgets a device when its push service answers 410 Gone', async () => {
    const member = await memberWithReminders();
    push.answer(`/push/${member.user.id}`, 410);
    now = SEVEN_IN_NEW_YORK;
    const sends = await server().tick();
    expect(sends.find((s) => s.channel === 'push')?.ok).toBe(false);
    const devices = await ctx.request.get('/api/push/subscriptions').set(bearer(member.token)).expect(200);
    expect(devices.body.devices).toEqual([]);
  });
});
