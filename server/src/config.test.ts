// Proves configuration comes from the environment and production refuses a weak or missing secret.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'camino-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has working defaults and keeps a generated secret in the data folder', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      dataDir: dir,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
    expect(config.exposeResetToken).toBe(false);
  });

  it('refuses to start in production without a JWT_SECRET of at least 32 bytes', () => {
    expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required/);
    expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(
      /at least 32 bytes/,
    );
    const random = randomBytes(32).toString('base64');
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: random }).jwtSecret).toBe(random);
  });

  it('refuses a production JWT_SECRET without real entropy, naming the variable', () => {
    for (const weak of [' '.repeat(40), 'a'.repeat(32), 'abc'.repeat(12), '0123'.repeat(8)]) {
      for (const env of [{ NODE_ENV: 'production' }, { DATABASE_URL: 'mysql://u@h/db' }]) {
        expect(() => loadConfig({ DATA_DIR: dir, ...env, JWT_SECRET: weak })).toThrow(
          /^JWT_SECRET is not random enough .*openssl rand/,
        );
      }
    }
    // The shortest random secret accepted (16 bytes in hex, 32 characters) always passes.
    for (let i = 0; i < 200; i++) {
      const secret = randomBytes(16).toString('hex');
      expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: secret }).jwtSecret).toBe(
        secret,
      );
    }
  });

  it('wants a shared secret whenever several servers may share a MySQL database', () => {
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL: 'mysql://u@h/db' })).toThrow(
      /JWT_SECRET is required/,
    );
  });

  it('reads the rest of the environment', () => {
    const config = loadConfig({
      DATA_DIR: dir,
      PORT: '8080',
      PUBLIC_URL: 'https://camino.example.org/',
      TRUST_PROXY: '2',
      SMTP_URL: 'smtp://mail:25',
      NODE_ENV: 'development',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://camino.example.org',
      trustProxy: 2,
      smtpUrl: 'smtp://mail:25',
      exposeResetToken: true,
    });
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'abc' })).toThrow(/PORT/);
    // Without PUBLIC_URL, printed and emailed links follow the port actually configured.
    expect(loadConfig({ DATA_DIR: dir, PORT: '8081' }).publicUrl).toBe('http://localhost:8081');
  });

  it('refuses a JWT_SECRET under 32 bytes whenever DATABASE_URL is set, whatever NODE_ENV says', () => {
    for (const NODE_ENV of [undefined, 'development', 'production']) {
      expect(() =>
        loadConfig({ DATA_DIR: dir, NODE_ENV, DATABASE_URL: 'mysql://u@h/db', JWT_SECRET: 'x' }),
      ).toThrow(/JWT_SECRET must be at least 32 bytes when NODE_ENV=production or DATABASE_URL is set/);
    }
    const secret = randomBytes(32).toString('hex');
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'mysql://u@h/db', JWT_SECRET: secret }).jwtSecret).toBe(
      secret,
    );
    // The embedded default on a laptop keeps working with any secret it is given.
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x' }).jwtSecret).toBe('x');
  });

  it('takes the VAPID pair both or neither, a subject push services accept, and the reminder tick', () => {
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({
      vapidPublicKey: undefined,
      vapidPrivateKey: undefined,
      vapidSubject: undefined,
      remindersTickMs: 60_000,
    });
    expect(
      loadConfig({
        DATA_DIR: dir,
        VAPID_PUBLIC_KEY: 'pub',
        VAPID_PRIVATE_KEY: 'priv',
        VAPID_SUBJECT: 'https://camino.example.org',
        REMINDERS_TICK_MS: '0',
      }),
    ).toMatchObject({
      vapidPublicKey: 'pub',
      vapidPrivateKey: 'priv',
      vapidSubject: 'https://camino.example.org',
      remindersTickMs: 0,
    });
    expect(() => loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: 'pub' })).toThrow(/go together/);
    expect(() => loadConfig({ DATA_DIR: dir, VAPID_SUBJECT: 'ops@example.org' })).toThrow(/mailto: or https/);
  });

  it('loads the demo content on a laptop only, unless DEMO_CONTENT says otherwise', () => {
    const secret = randomBytes(32).toString('hex');
    expect(loadConfig({ DATA_DIR: dir }).demoContent).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: secret }).demoContent).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dir, DATABASE_URL: 'mysql://u@h/db', JWT_SECRET: secret }).demoContent,
    ).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: secret, DEMO_CONTENT: '1' })
        .demoContent,
    ).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, DEMO_CONTENT: 'false' }).demoContent).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dir, DEMO_CONTENT: 'yes' })).toThrow(
      /DEMO_CONTENT must be 1, true, 0 or false/,
    );
  });

  it('hashes passwords with argon2id at m = 19 MiB at least (OWASP), cheaply only under a test runner', () => {
    for (const NODE_ENV of [undefined, 'development', 'production']) {
      const env = { DATA_DIR: dir, NODE_ENV, JWT_SECRET: randomBytes(32).toString('hex') };
      expect(loadConfig(env).passwordHashCost).toBeGreaterThanOrEqual(19 * 1024);
    }
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }).passwordHashCost).toBe(2 ** 10);
  });

  it('reads the bounded waits from the environment, with defaults', () => {
    const defaults = loadConfig({ DATA_DIR: dir });
    expect(defaults.dbTimeouts).toEqual({
      queryMs: 4000,
      acquireMs: 4000,
      connectMs: 3000,
      sqliteBusyMs: 1000,
    });
    expect(defaults.httpTimeouts).toEqual({
      requestMs: 300_000,
      headersMs: 20_000,
      keepAliveMs: 65_000,
      bodyMinBytesPerSecond: 1024,
      bodyRateWindowMs: 10_000,
      healthMs: 1500,
    });
    const set = loadConfig({
      DATA_DIR: dir,
      DB_QUERY_TIMEOUT_MS: '2500',
      DB_ACQUIRE_TIMEOUT_MS: '2000',
      DB_CONNECT_TIMEOUT_MS: '1000',
      SQLITE_BUSY_TIMEOUT_MS: '0',
      HTTP_REQUEST_TIMEOUT_MS: '60000',
      HTTP_HEADERS_TIMEOUT_MS: '5000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '75000',
      BODY_MIN_BYTES_PER_SECOND: '0',
      BODY_RATE_WINDOW_MS: '3000',
      HEALTH_TIMEOUT_MS: '800',
    });
    expect(set.dbTimeouts).toEqual({ queryMs: 2500, acquireMs: 2000, connectMs: 1000, sqliteBusyMs: 0 });
    expect(set.httpTimeouts).toEqual({
      requestMs: 60_000,
      headersMs: 5_000,
      keepAliveMs: 75_000,
      bodyMinBytesPerSecond: 0,
      bodyRateWindowMs: 3_000,
      healthMs: 800,
    });
    expect(() => loadConfig({ DATA_DIR: dir, DB_QUERY_TIMEOUT_MS: 'soon' })).toThrow(/DB_QUERY_TIMEOUT_MS/);
    expect(() => loadConfig({ DATA_DIR: dir, HEALTH_TIMEOUT_MS: '0' })).toThrow(/HEALTH_TIMEOUT_MS/);
    expect(() => loadConfig({ DATA_DIR: dir, HTTP_REQUEST_TIMEOUT_MS: '1000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS/,
    );
  });
});
