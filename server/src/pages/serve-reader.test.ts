import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import helmet from 'helmet';
import pino from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-context';
import { serveReader } from './serve-reader';

const logger = pino({ level: 'silent' });
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('camino '.repeat(400))});`;

/** An app shaped like the real one: JSON 404s under /api, static /demo, then the reader. */
function appWith(distDir: string) {
  const app = express();
  app.use(helmet());
  app.use('/api', (_req, res) => void res.status(404).json({ detail: 'No API endpoint', code: 'not_found' }));
  app.use('/demo', (_req, res) => void res.type('text').send('demo file'));
  app.use(serveReader({ logger, distDir }));
  return supertest(app);
}

describe('serveReader with a build', () => {
  let dist: string;
  let request: ReturnType<typeof appWith>;

  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'camino-reader-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    const boot = path.join(dist, 'boot.js');
    writeFileSync(boot, SCRIPT);
    writeFileSync(`${boot}.gz`, gzipSync(SCRIPT));
    writeFileSync(`${boot}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
    const asset = path.join(dist, 'assets', 'index-AbC123.js');
    writeFileSync(asset, SCRIPT);
    writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
    writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
    request = appWith(dist);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves hashed assets as immutable for a year', async () => {
    const res = await request.get('/assets/index-AbC123.js').set('Accept-Encoding', 'identity').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.text).toBe(SCRIPT);
  });

  it('sends the precompressed sibling the browser accepts', async () => {
    const br = await request.get('/assets/index-AbC123.js').set('Accept-Encoding', 'gzip, br').buffer(true);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);

    const gz = await request
      .get('/assets/index-AbC123.js')
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('sends boot.js precompressed too: it blocks the first paint', async () => {
    const br = await request.get('/boot.js').set('Accept-Encoding', 'gzip, br').buffer(true);
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    const gz = await request.get('/boot.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(SCRIPT);
  });

  it('answers a missing asset with a plain 404, not the app', async () => {
    const res = await request.get('/assets/missing-123.js').set('Accept', 'text/html').expect(404);
    expect(res.text).not.toContain('<div id="root">');
  });

  it('never serves files outside the assets folder', async () => {
    for (const url of [
      '/assets/..%2Findex.html',
      '/assets/%2e%2e/boot.js',
      '/assets/..%2f.vite%2fmanifest.json',
    ]) {
      const res = await request.get(url).set('Accept', 'application/json');
      expect(res.status, url).toBe(404);
    }
  });

  it('serves index.html with no-cache for the root and for deep links', async () => {
    for (const url of ['/', '/evangelio?date=2026-11-22', '/volume/3', '/user-login?redirect=%2Fabout']) {
      const res = await request.get(url).set('Accept', 'text/html,application/xhtml+xml').expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('leaves /api and /demo alone, and non-page requests unanswered', async () => {
    const api = await request.get('/api/nothing-here').set('Accept', 'text/html').expect(404);
    expect(api.body).toEqual({ detail: 'No API endpoint', code: 'not_found' });
    await request.get('/demo/featured.svg').set('Accept', 'text/html').expect(200, 'demo file');
    await request.get('/some/data.json').set('Accept', 'application/json').expect(404);
    await request.post('/evangelio').set('Accept', 'text/html').expect(404);
  });

  it('serves root files revalidated and keeps the build manifest private', async () => {
    const boot = await request.get('/boot.js').set('Accept-Encoding', 'identity').expect(200);
    expect(boot.headers['cache-control']).toBe('no-cache');
    expect(boot.headers['content-encoding']).toBeUndefined();
    expect(boot.text).toBe(SCRIPT);
    const icon = await request.get('/favicon.svg').set('Accept-Encoding', 'br').expect(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect(icon.headers['content-encoding']).toBeUndefined();
    const manifest = await request.get('/.vite/manifest.json').set('Accept', 'application/json');
    expect(manifest.status).toBe(404);
  });
});

describe('serveReader without a build', () => {
  it('answers pages with a notice on how to build, while the API still works', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'camino-nobuild-'));
    try {
      const request = appWith(empty);
      const page = await request.get('/').set('Accept', 'text/html').expect(503);
      expect(page.text).toContain('npm run build -w @camino/web-reader');
      await request.get('/api/x').expect(404);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('the reader inside the real app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('keeps JSON 404s under /api and the demo files under /demo', async () => {
    const api = await ctx.request.get('/api/not-a-route').set('Accept', 'text/html').expect(404);
    expect(api.body.code).toBe('not_found');
    await ctx.request.get('/demo/featured.svg').expect(200);
  });

  it('answers a page request with HTML under the strict CSP', async () => {
    const res = await ctx.request.get('/about').set('Accept', 'text/html');
    expect([200, 503]).toContain(res.status);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
