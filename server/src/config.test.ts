// Proves configuration comes from the environment and production refuses a weak or missing secret.
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
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe(
      'x'.repeat(32),
    );
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
});
