import pino from 'pino';
import supertest from 'supertest';
import { createApp } from '../app';
import { createDb } from '../db/connection';
import { createTestDb, testConfig } from './test-context';

type Target = { host: string; port: number };

export interface AppBehindProxy<P> {
  proxy: P;
  request: supertest.Agent;
  /** Closes the app's pool, then the proxy (when it can be closed), then drops the database. */
  close(): Promise<void>;
}

/**
 * The setup the database outage tests share: a test database of their own (MySQL), a TCP proxy
 * in front of it made by `startProxy` (one the test can cut, or silence), and the app on the
 * proxied URL with its default timeouts. Every request reads the content generation
 * (cacheCheckMs: 0), so even an answer the cache holds needs the database.
 */
export async function startAppBehindProxy<P extends { port: number; close?: () => Promise<void> }>(
  startProxy: (target: Target) => Promise<P>,
): Promise<AppBehindProxy<P>> {
  const test = await createTestDb();
  const url = new URL(test.databaseUrl!);
  const proxy = await startProxy({ host: url.hostname, port: Number(url.port || 3306) });
  url.host = `127.0.0.1:${proxy.port}`;
  const db = createDb({ databaseUrl: url.toString(), dataDir: '.' });
  const config = testConfig({ databaseUrl: url.toString(), cacheCheckMs: 0 });
  const request = supertest.agent(createApp({ config, db, logger: pino({ level: 'silent' }) }).app);
  return {
    proxy,
    request,
    async close() {
      await db.destroy();
      await proxy.close?.();
      await test.drop();
    },
  };
}
