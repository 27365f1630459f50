// Proves the single error middleware answers every failure as `{detail, code}` JSON, leaks nothing, and sets security headers.
import { Writable } from 'node:stream';
import pino from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { en as MESSAGES } from '@camino/schemas/messages/en';
import { redactUrl } from '../http/request-log';
import { createTestContext, type TestContext } from '../test/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const countUsers = async () => {
  const row = await ctx.db('users').count<{ n: number }[]>({ n: '*' }).first();
  return Number(row?.n ?? 0);
};

describe('unknown /api paths', () => {
  it('answers GET with a JSON 404', async () => {
    const res = await ctx.request
      .get('/api/nope')
      .expect(404)
      .expect('Content-Type', /application\/json/);
    expect(res.body).toEqual({ detail: 'No API endpoint GET /nope', code: 'not_found' });
  });

  it('answers POST with a JSON 404', async () => {
    const res = await ctx.request.post('/api/nope').send({ a: 1 }).expect(404).expect('Content-Type', /json/);
    expect(res.body).toEqual({ detail: 'No API endpoint POST /nope', code: 'not_found' });
  });

  it('answers a known path with the wrong method with a JSON 404', async () => {
    const res = await ctx.request.delete('/api/login').expect(404);
    expect(res.body).toEqual({ detail: 'No API endpoint DELETE /login', code: 'not_found' });
  });
});

describe('request bodies', () => {
  it('refuses malformed JSON with 400 invalid_json and writes nothing', async () => {
    const before = await countUsers();
    const res = await ctx.request
      .post('/api/register')
      .set('Content-Type', 'application/json')
      .send('{"first_name": "Ana", "email": ')
      .expect(400);
    expect(res.body).toEqual({ detail: MESSAGES.invalid_json, code: 'invalid_json' });
    expect(await countUsers()).toBe(before);
  });

  it('refuses a JSON body over 256 kB with 413 payload_too_large and writes nothing', async () => {
    const before = await countUsers();
    const body = {
      first_name: 'Ana',
      last_name: 'García',
      email: 'big-body@example.com',
      password: 'secret123',
      padding: 'x'.repeat(257 * 1024),
    };
    const res = await ctx.request.post('/api/register').send(body).expect(413);
    expect(res.body).toEqual({ detail: MESSAGES.payload_too_large, code: 'payload_too_large' });
    expect(await countUsers()).toBe(before);
    expect(await ctx.db('users').where({ email: 'big-body@example.com' }).first()).toBeUndefined();
  });

  it('accepts a JSON body just under the limit', async () => {
    const res = await ctx.request
      .post('/api/login')
      .send({ username: 'nobody@example.com', password: 'x', padding: 'x'.repeat(200 * 1024) })
      .expect(401);
    expect(res.body.code).toBe('invalid_credentials');
  });
});

describe('unexpected errors', () => {
  // A context of its own: this test breaks its database on purpose.
  let broken: TestContext;
  let logLines: string[];
  let request: ReturnType<typeof supertest>;
  beforeAll(async () => {
    broken = await createTestContext();
    logLines = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    const { app } = createApp({
      config: broken.config,
      db: broken.db,
      logger: pino({ level: 'info' }, sink),
    });
    request = supertest(app);
    await broken.db.schema.dropTable('gospel_entries');
  });
  afterAll(() => broken.close());

  it('answers a plain SQL failure with a bare 500 that names no SQL, table or stack', async () => {
    const res = await request.get('/api/evangelio-del-dia?date=2025-04-20').expect(500);
    expect(res.body).toEqual({ detail: 'Something went wrong on our side', code: 'internal' });
    expect(res.text).not.toMatch(/select|insert|sql|gospel_entries|stack|\bat /i);
    // The cause goes to the log instead, where an operator can find it.
    expect(logLines.join('\n')).toMatch(/gospel_entries/);
  });
});

describe('security headers on /api responses', () => {
  it('sends a strict content security policy and no framework fingerprint', async () => {
    const res = await ctx.request.get('/api/health').expect(200);
    const csp = res.headers['content-security-policy'] as string;
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives['object-src']).toBe("'none'");
    expect(directives['base-uri']).toBe("'none'");
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['frame-src']).toBe('https://www.youtube-nocookie.com https://www.biblegateway.com');
    expect(res.headers).not.toHaveProperty('x-powered-by');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the same headers on errors', async () => {
    const res = await ctx.request.get('/api/nope').expect(404);
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers).not.toHaveProperty('x-powered-by');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('redactUrl', () => {
  it('redacts token, reset_token and password query values', () => {
    expect(redactUrl('/api/validate-reset-token?token=abc123')).toBe(
      '/api/validate-reset-token?token=[redacted]',
    );
    expect(redactUrl('/api/x?reset_token=s3cr3t&lang=es')).toBe('/api/x?reset_token=[redacted]&lang=es');
    expect(redactUrl('/api/x?lang=es&password=hunter2')).toBe('/api/x?lang=es&password=[redacted]');
    expect(redactUrl('/api/x?TOKEN=a&Password=b')).toBe('/api/x?TOKEN=[redacted]&Password=[redacted]');
  });

  it('keeps other parameters and paths untouched', () => {
    expect(redactUrl('/api/evangelio-del-dia?date=2025-04-20')).toBe(
      '/api/evangelio-del-dia?date=2025-04-20',
    );
    expect(redactUrl('/api/token/password')).toBe('/api/token/password');
    expect(redactUrl('/api/x?mytoken=keep')).toBe('/api/x?mytoken=keep');
  });

  it('keeps secret query values out of the request log', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { app } = createApp({ config: ctx.config, db: ctx.db, logger: pino({ level: 'info' }, sink) });
    await supertest(app).post('/api/validate-reset-token?token=very-secret-value').expect(400);
    const log = lines.join('\n');
    expect(log).toContain('token=[redacted]');
    expect(log).not.toContain('very-secret-value');
  });
});
