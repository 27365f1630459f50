// Proves the security headers are exactly the ones helmet sets, on every kind of response, and
// that a header a route set itself is kept.
import express from 'express';
import helmet from 'helmet';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { applySecurityHeaders } from './security-headers';

const policy = () =>
  helmet({ contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } } });

/** Only the headers a security policy sets (not those of the answer itself). */
const securityHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !/^(date|etag|content-|connection|keep-alive|cache-control|x-route)/.test(name),
    ),
  );

function routes(app: express.Express) {
  return app
    .get('/send', (_req, res) => {
      res.send('ok');
    })
    .get('/json-error', (_req, res) => {
      res.status(404).json({ detail: 'no' });
    })
    .get('/one-call', (_req, res) => {
      res.writeHead(200, ['Content-Type', 'text/plain', 'Cache-Control', 'no-store']);
      res.end('ok');
    })
    .get('/mixed', (_req, res) => {
      res.setHeader('X-Route', 'set first');
      res.writeHead(200, ['Content-Type', 'text/plain']);
      res.end('ok');
    })
    .get('/own-policy', (_req, res) => {
      res.setHeader('Content-Security-Policy', "default-src 'none'");
      res.send('ok');
    });
}

describe('applySecurityHeaders', () => {
  const direct = supertest(routes(express().use(policy())));
  const applied = supertest(
    (() => {
      const app = express();
      applySecurityHeaders(app, policy());
      return routes(app);
    })(),
  );

  it.each(['/send', '/json-error', '/one-call', '/mixed'])('sets what helmet sets on %s', async (path) => {
    const expected = await direct.get(path);
    const res = await applied.get(path).expect(expected.status);
    expect(securityHeaders(res.headers)).toEqual(securityHeaders(expected.headers));
    expect(res.headers['content-security-policy']).toBe("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('keeps the headers the route gave in one call and those it set before', async () => {
    const oneCall = await applied.get('/one-call').expect(200);
    expect(oneCall.headers['cache-control']).toBe('no-store');
    expect(oneCall.text).toBe('ok');
    const mixed = await applied.get('/mixed').expect(200);
    expect(mixed.headers['x-route']).toBe('set first');
  });

  it('keeps a policy header the route set itself', async () => {
    const res = await applied.get('/own-policy').expect(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
