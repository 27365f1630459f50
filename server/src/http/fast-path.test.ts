// Proves installFastPath puts every piece in place in the order that matters: what the log line
// and the security headers set on the app's prototypes is on the prototypes requests are born with,
// and a second server of the same app shares them.
import express, { Router } from 'express';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { installFastPath } from './fast-path';
import { listen } from './listen';

function fastApp() {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  const app = express();
  const routerWalks: string[] = [];
  const content = Router();
  content.get('/items/:id', (req, res) => void res.json({ id: req.params.id }));
  installFastPath(app, {
    logger,
    securityHeaders: (_req, res, next) => {
      res.setHeader('X-Frame-Options', 'DENY');
      next();
    },
    directRoutes: {
      prefix: '/api',
      routers: [content],
      onError: (_err, _req, res) => void res.status(500).end(),
    },
  });
  app.use((req, _res, next) => {
    routerWalks.push(req.url);
    next();
  });
  app.get(
    '/other',
    (req, res) => void res.json({ bornWithAppPrototypes: Object.getPrototypeOf(req) === app.request }),
  );
  return { app, lines, routerWalks };
}

describe('installFastPath', () => {
  it('answers with the security headers and one log line, requests born with the app prototypes', async () => {
    const { app, lines, routerWalks } = fastApp();
    const running = await listen(app, 0, '127.0.0.1');
    try {
      const base = `http://127.0.0.1:${running.port}`;
      const direct = await fetch(`${base}/api/items/7`);
      expect(await direct.json()).toEqual({ id: '7' });
      expect(direct.headers.get('x-frame-options')).toBe('DENY');
      const other = await fetch(`${base}/other`);
      expect(await other.json()).toEqual({ bornWithAppPrototypes: true });
      expect(other.headers.get('x-frame-options')).toBe('DENY');
      // The content route was answered without the router walk; the other route walked it.
      expect(routerWalks).toEqual(['/other']);
      await expect.poll(() => lines.length).toBe(2);
      expect(lines.map((l) => (JSON.parse(l) as { req: { url: string } }).req.url)).toEqual([
        '/api/items/7',
        '/other',
      ]);
    } finally {
      await running.shutdown();
    }
  });

  it('makes the prototypes once: a second server of the same app shares them', async () => {
    const { app } = fastApp();
    const requestProto: unknown = app.request;
    const first = await listen(app, 0, '127.0.0.1');
    const second = await listen(app, 0, '127.0.0.1');
    try {
      expect(app.request).toBe(requestProto);
      for (const running of [first, second]) {
        const res = await fetch(`http://127.0.0.1:${running.port}/other`);
        expect(await res.json()).toEqual({ bornWithAppPrototypes: true });
      }
    } finally {
      await Promise.all([first.shutdown(), second.shutdown()]);
    }
  });

  it('refuses to be installed behind other middleware, whose work its direct answers would skip', () => {
    const app = express();
    app.use((_req, _res, next) => next());
    expect(() =>
      installFastPath(app, {
        logger: pino({ level: 'silent' }),
        securityHeaders: (_req, _res, next) => next(),
        directRoutes: { prefix: '/api', routers: [Router()], onError: (_err, _req, res) => void res.end() },
      }),
    ).toThrow(/before any other middleware/);
  });
});
