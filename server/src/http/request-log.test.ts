import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino, { type LoggerOptions } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { installRequestLogging, redactUrl, SECRET_QUERY_PARAMS } from './request-log';

/** An app with request logging into an array, the way app.ts installs it. */
function loggedApp(options: LoggerOptions = {}) {
  const lines: string[] = [];
  const logger = pino(
    { level: 'info', timestamp: () => ',"time":1', ...options },
    { write: (line: string) => lines.push(line) },
  );
  const app = express();
  installRequestLogging(app, logger);
  const closed: string[] = [];
  app.get('/ok', (req, res) => {
    res.on('close', () => closed.push(req.url));
    res.json({ ok: true });
  });
  app.get('/missing', (_req, res) => {
    res.status(404).json({ error: 'not_found' });
  });
  app.get('/hang', () => undefined);
  return { app, lines, closed };
}

const URLS = ['/ok', '/ok?reset_token=abc&x=%22quoted%22', '/missing', '/ok?password=p%C3%A1ss&q=caf%C3%A9'];

async function logged(app: express.Express, lines: string[], count: number) {
  await expect.poll(() => lines.length).toBeGreaterThanOrEqual(count);
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('request logging', () => {
  it('writes one line per request with pino-http’s fields, secrets redacted, no headers', async () => {
    const { app, lines, closed } = loggedApp();
    for (const url of URLS) await request(app).get(url).set('Authorization', 'Bearer secret-token');
    const entries = await logged(app, lines, URLS.length);
    expect(entries.map((e) => e.req)).toEqual([
      { id: 1, method: 'GET', url: '/ok' },
      { id: 2, method: 'GET', url: '/ok?reset_token=[redacted]&x=%22quoted%22' },
      { id: 3, method: 'GET', url: '/missing' },
      { id: 4, method: 'GET', url: '/ok?password=[redacted]&q=caf%C3%A9' },
    ]);
    expect(entries.map((e) => e.res)).toEqual([
      { statusCode: 200 },
      { statusCode: 200 },
      { statusCode: 404 },
      { statusCode: 200 },
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ level: 30, time: 1, msg: 'request completed' });
      expect(entry.responseTime).toEqual(expect.any(Number));
    }
    expect(lines.join('')).not.toContain('secret-token');
    // Other listeners of the response still hear 'close'.
    expect(closed).toHaveLength(3);
  });

  it('redacts every credential-bearing query parameter, a session token in the URL included', async () => {
    const { app, lines } = loggedApp();
    const urls = SECRET_QUERY_PARAMS.map((name) => `/ok?x=1&${name}=sekrit-${name}`);
    for (const url of urls) await request(app).get(url).expect(200);
    const entries = await logged(app, lines, urls.length);
    expect(entries.map((e) => (e.req as { url: string }).url)).toEqual(
      SECRET_QUERY_PARAMS.map((name) => `/ok?x=1&${name}=[redacted]`),
    );
    expect(lines.join('')).not.toContain('sekrit');
    expect(redactUrl('/ok?ACCESS_TOKEN=eyJhbGciOi.x.y&lang=es')).toBe('/ok?ACCESS_TOKEN=[redacted]&lang=es');
  });

  it('writes the very line pino itself writes for the same fields', async () => {
    const direct = loggedApp({ base: { pid: 42, hostname: 'camino-1' } });
    // A mixin that adds nothing makes the line go through pino's own serializer.
    const viaPino = loggedApp({ base: { pid: 42, hostname: 'camino-1' }, mixin: () => ({}) });
    for (const url of URLS) {
      await request(direct.app).get(url);
      await request(viaPino.app).get(url);
    }
    await logged(direct.app, direct.lines, URLS.length);
    await logged(viaPino.app, viaPino.lines, URLS.length);
    const sameTime = (line: string) => line.replace(/"responseTime":\d+/, '"responseTime":0');
    expect(direct.lines.map(sameTime)).toEqual(viaPino.lines.map(sameTime));
    expect(direct.lines[0]).toMatch(/^\{"level":30,"time":1,"pid":42,"hostname":"camino-1","req":/);
  });

  it('logs a request the client gave up on as aborted', async () => {
    const { app, lines } = loggedApp();
    const server = http.createServer(app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const client = http.get({ host: '127.0.0.1', port, path: '/hang' });
      client.on('error', () => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
      client.destroy();
      const [entry] = await logged(app, lines, 1);
      expect(entry).toMatchObject({ msg: 'request aborted', req: { method: 'GET', url: '/hang' } });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('writes nothing below its level', async () => {
    const { app, lines } = loggedApp({ level: 'warn' });
    await request(app).get('/ok').expect(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines).toEqual([]);
  });
});
