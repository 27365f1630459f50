// Proves that GET requests for the mounted routes are answered without walking the app's router,
// with what the router would have given their handlers, that errors reach the error middleware
// however they happen, and that everything else still takes the ordinary path.
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import supertest from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { mountDirectRoutes } from './direct-routes';

let walked: string[];
let errors: unknown[];

const onError: ErrorRequestHandler = (err, _req, res, _next) => {
  errors.push(err);
  const status = (err as { status?: number }).status ?? 500;
  res.status(status).json({ error: err instanceof Error ? err.message : String(err) });
};

const guard: RequestHandler = (req, res, next) => {
  if (req.query.deny === 'sync') throw new Error('denied at once');
  if (req.query.deny === 'later') return void setImmediate(() => next(new Error('denied later')));
  res.locals.guarded = true;
  next();
};

const describeRequest: RequestHandler = (req, res) => {
  res.json({
    params: req.params,
    query: req.query,
    path: req.path,
    baseUrl: req.baseUrl,
    originalUrl: req.originalUrl,
    guarded: res.locals.guarded === true,
  });
};

function buildApp() {
  const app = express();
  // Counts the requests that reach the app's router (mountDirectRoutes binds this one).
  const router = (app as unknown as { router: { handle: (...args: unknown[]) => void } }).router;
  const handle = router.handle.bind(router);
  router.handle = (...args: unknown[]) => {
    walked.push((args[0] as express.Request).url);
    handle(...args);
  };
  const items = express.Router();
  items.get('/items/:id', guard, describeRequest);
  items.post('/items/:id', guard, (_req, res) => void res.status(201).json({ created: true }));
  const broken = express.Router();
  broken.get('/broken/rejects', async () => {
    await Promise.resolve();
    throw Object.assign(new Error('rejected'), { status: 503 });
  });
  broken.get('/broken/falls-through', (_req, _res, next) => next());
  broken.get('/broken/skips', (_req, _res, next) => next('route'));
  mountDirectRoutes(app, '/api', [items, broken], onError);
  app.use((_req, res) => void res.status(404).json({ error: 'not found' }));
  app.use(onError);
  return supertest(app);
}

beforeEach(() => {
  walked = [];
  errors = [];
});

describe('mountDirectRoutes', () => {
  it('answers a GET it knows without the router, with params, query, path and urls set', async () => {
    const res = await buildApp().get('/api/items/42?x=1').expect(200);
    expect(res.body).toEqual({
      params: { id: '42' },
      query: { x: '1' },
      path: '/api/items/42',
      baseUrl: '',
      originalUrl: '/api/items/42?x=1',
      guarded: true,
    });
    // A '/' in the query is not part of the path.
    const slashed = await buildApp().get('/api/items/7?next=/a/b').expect(200);
    expect(slashed.body.params).toEqual({ id: '7' });
    expect(walked).toEqual([]);
  });

  it('gives the handlers what the router gives them for the same route', async () => {
    const app = buildApp();
    const direct = await app.get('/api/items/a%20b?x=1').expect(200);
    // A trailing slash is not in the table, so the router answers it, from the same route.
    const routed = await app.get('/api/items/a%20b/?x=1').expect(200);
    expect(walked).toEqual(['/api/items/a%20b/?x=1']);
    expect(direct.body.params).toEqual({ id: 'a b' });
    const { originalUrl: _a, path: _b, ...sameDirect } = direct.body as Record<string, unknown>;
    const { originalUrl: _c, path: _d, ...sameRouted } = routed.body as Record<string, unknown>;
    expect(sameDirect).toEqual(sameRouted);
  });

  it('leaves HEAD, other methods, other spellings and malformed parameters to the router', async () => {
    const app = buildApp();
    await app.head('/api/items/42').expect(200);
    await app.post('/api/items/42').expect(201);
    await app.get('/API/items/42').expect(200);
    await app.get('/api/items/%E0%A4%A').expect(400);
    await app.get('/api/items/').expect(404);
    await app.get('/api/items').expect(404);
    await app.get('/api/items/42/more').expect(404);
    await app.get('/api//items/42').expect(404);
    await app.get('/api/nothing-here').expect(404);
    expect(walked).toEqual([
      '/api/items/42',
      '/api/items/42',
      '/API/items/42',
      '/api/items/%E0%A4%A',
      '/api/items/',
      '/api/items',
      '/api/items/42/more',
      '/api//items/42',
      '/api/nothing-here',
    ]);
  });

  it('hands an error thrown, passed to next later or rejected to the error middleware', async () => {
    const app = buildApp();
    expect((await app.get('/api/items/1?deny=sync').expect(500)).body).toEqual({ error: 'denied at once' });
    expect((await app.get('/api/items/1?deny=later').expect(500)).body).toEqual({ error: 'denied later' });
    expect((await app.get('/api/broken/rejects').expect(503)).body).toEqual({ error: 'rejected' });
    expect(errors).toHaveLength(3);
    expect(walked).toEqual([]);
  });

  it('answers 500 when a route lets the request fall through, rather than hang', async () => {
    const app = buildApp();
    for (const path of ['/api/broken/falls-through', '/api/broken/skips']) {
      const res = await app.get(path).expect(500);
      expect(res.body.error).toBe(`GET ${path}: no handler answered`);
    }
  });

  it('refuses to be mounted behind middleware, which its answers would skip', () => {
    const app = express();
    app.use((_req, _res, next) => next());
    expect(() => mountDirectRoutes(app, '/api', [express.Router()], onError)).toThrow(/before any other/);
  });

  it('refuses a router with middleware or a path pattern it cannot match directly', () => {
    const withMiddleware = express.Router().use((_req, _res, next) => next());
    expect(() => mountDirectRoutes(express(), '/api', [withMiddleware], onError)).toThrow(/routes only/);
    const pattern = express.Router().get('/files/*rest', (_req, res) => void res.end());
    expect(() => mountDirectRoutes(express(), '/api', [pattern], onError)).toThrow(/literal segments/);
  });
});
