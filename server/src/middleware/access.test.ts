// Proves every route declares who may call it, and that the guards refuse every bad or stale bearer token.
import express from 'express';
import jwt from 'jsonwebtoken';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as MESSAGES } from '@camino/schemas/messages/en';
import { bearer, createTestContext, type TestContext } from '../test/test-context';
import { appRoutes } from '../test/app-routes';
import { accessLevelOf, createAccess, type AccessLevel } from './access';
import { errorHandler } from './error-handler';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const KNOWN_ROUTES: Record<string, AccessLevel> = {
  'GET /api/health': 'public',
  'POST /api/login': 'public',
  'POST /api/register': 'public',
  'GET /api/volumes': 'public',
  'GET /api/volumes/:volume/playlist': 'member',
  'GET /api/news-config': 'optional-member',
  'GET /api/image-config': 'public',
  'GET /api/evangelio-button-config': 'public',
  'GET /api/topics-button-config': 'public',
  'GET /api/about': 'public',
  'GET /api/email-validation-status': 'public',
  'GET /api/main-file/:volume/:index': 'member',
  'GET /api/optional-file/:volume/:index': 'member',
  'GET /api/temas': 'member',
  'GET /api/tema/:id': 'member',
  'POST /api/videos/watch': 'member',
  'GET /api/notes/:volume/:index': 'member',
  'POST /api/notes/save': 'member',
  'GET /api/evangelio-del-dia': 'public',
  'POST /api/evangelio-views/increment': 'optional-member',
};

describe('access declarations', () => {
  it('finds an access level on the first handler of every route', () => {
    const routes = appRoutes(ctx.app);
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(KNOWN_ROUTES).length);
    expect(routes.filter((r) => r.level === undefined).map((r) => r.route)).toEqual([]);
  });

  it('gives each known route its expected level', () => {
    const found = Object.fromEntries(appRoutes(ctx.app).map((r) => [r.route, r.level]));
    for (const [route, level] of Object.entries(KNOWN_ROUTES)) {
      expect({ route, level: found[route] }).toEqual({ route, level });
    }
  });

  it('reads no level from an untagged handler', () => {
    expect(accessLevelOf((_req: unknown, _res: unknown, next: () => void) => next())).toBeUndefined();
    expect(accessLevelOf(undefined)).toBeUndefined();
  });
});

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const INVALID = { detail: MESSAGES.invalid_token, code: 'invalid_token' };

describe('bearer tokens on a member route (GET /api/temas)', () => {
  const expectInvalid = async (authorization: string) => {
    const res = await ctx.request.get('/api/temas').set('Authorization', authorization).expect(401);
    expect(res.body).toEqual(INVALID);
  };

  it('lets a valid member token through', async () => {
    const { token } = await ctx.member();
    const res = await ctx.request.get('/api/temas').set(bearer(token)).expect(200);
    expect(res.body).toEqual({ temas: [] });
  });

  it('answers 401 unauthenticated without a header', async () => {
    const res = await ctx.request.get('/api/temas').expect(401);
    expect(res.body).toEqual({ detail: MESSAGES.unauthenticated, code: 'unauthenticated' });
  });

  it('refuses garbage and a header that is not a bearer token', async () => {
    await expectInvalid('Bearer garbage');
    await expectInvalid('Bearer ');
    const { token } = await ctx.member();
    await expectInvalid(`Basic ${token}`);
    await expectInvalid(`Bearer ${token} extra`);
  });

  it('refuses a token signed with another secret', async () => {
    const { user } = await ctx.member();
    const token = jwt.sign({ role: 'user', tv: 0 }, 'another-secret-entirely', {
      algorithm: 'HS256',
      audience: 'camino-session',
      subject: String(user.id),
      expiresIn: '1h',
    });
    await expectInvalid(`Bearer ${token}`);
  });

  it('refuses an unsigned alg:none token', async () => {
    const { user } = await ctx.member();
    const header = b64url({ alg: 'none', typ: 'JWT' });
    const payload = b64url({
      sub: String(user.id),
      role: 'admin',
      tv: 0,
      aud: 'camino-session',
      exp: inAnHour(),
    });
    await expectInvalid(`Bearer ${header}.${payload}.`);
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const victim = await ctx.member();
    const { token } = await ctx.member();
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims.sub).not.toBe(String(victim.user.id));
    const tampered = b64url({ ...claims, sub: String(victim.user.id) });
    await expectInvalid(`Bearer ${header}.${tampered}.${signature}`);
  });

  it('refuses a correctly signed token without an expiry', async () => {
    const { user } = await ctx.member();
    const token = jwt.sign({ role: 'user', tv: 0 }, ctx.config.jwtSecret, {
      algorithm: 'HS256',
      audience: 'camino-session',
      subject: String(user.id),
    });
    expect(jwt.decode(token)).not.toHaveProperty('exp');
    await expectInvalid(`Bearer ${token}`);
  });

  it('refuses an expired token', async () => {
    const { user } = await ctx.member();
    const signed = (options: jwt.SignOptions, extra: object = {}) =>
      jwt.sign({ role: 'user', tv: 0, ...extra }, ctx.config.jwtSecret, {
        algorithm: 'HS256',
        audience: 'camino-session',
        subject: String(user.id),
        ...options,
      });
    await expectInvalid(`Bearer ${signed({ expiresIn: -10 })}`);
    await expectInvalid(`Bearer ${signed({}, { exp: Math.floor(Date.now() / 1000) - 60 })}`);
  });

  it('refuses the token of a deleted user', async () => {
    const { user, token } = await ctx.member();
    await ctx.db('users').where({ id: user.id }).delete();
    await expectInvalid(`Bearer ${token}`);
  });

  it('refuses a token issued before the token version was bumped', async () => {
    const { user, token } = await ctx.member();
    await ctx
      .db('users')
      .where({ id: user.id })
      .update({ token_version: user.token_version + 1 });
    await expectInvalid(`Bearer ${token}`);
  });

  it('refuses the token of a disabled account', async () => {
    const { user, token } = await ctx.member();
    await ctx.db('users').where({ id: user.id }).update({ is_active: false });
    await expectInvalid(`Bearer ${token}`);
  });
});

describe('requireAdmin', () => {
  let tiny: ReturnType<typeof supertest>;
  beforeAll(() => {
    const access = createAccess({ config: ctx.config, services: ctx.services, clock: ctx.clock });
    const app = express();
    app.get('/admin-only', access.requireAdmin, (_req, res) => {
      res.json({ ok: true });
    });
    app.use(errorHandler);
    tiny = supertest(app);
  });

  it('refuses anonymous callers with 401', async () => {
    const res = await tiny.get('/admin-only').expect(401);
    expect(res.body).toEqual({ detail: MESSAGES.unauthenticated, code: 'unauthenticated' });
  });

  it('refuses a member with 403 forbidden', async () => {
    const { token } = await ctx.member();
    const res = await tiny.get('/admin-only').set(bearer(token)).expect(403);
    expect(res.body).toEqual({ detail: MESSAGES.forbidden, code: 'forbidden' });
  });

  it('lets an admin through', async () => {
    const { token } = await ctx.admin();
    const res = await tiny.get('/admin-only').set(bearer(token)).expect(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('refuses an admin demoted in the database, whose token still says admin', async () => {
    const { username, token } = await ctx.admin();
    expect((jwt.decode(token) as { role: string }).role).toBe('admin');
    await ctx.db('users').where({ username }).update({ role: 'user' });
    const res = await tiny.get('/admin-only').set(bearer(token)).expect(403);
    expect(res.body).toEqual({ detail: MESSAGES.forbidden, code: 'forbidden' });
  });
});

describe('optional-member route (GET /api/news-config)', () => {
  const stored = {
    public: { enabled: true, title: 'Para todos', description: 'Noticia pública' },
    private: { enabled: true, title: 'Solo miembros', description: 'Noticia privada' },
  };
  beforeAll(() => ctx.services.settings.set('news', stored));

  it('hides the private block from anonymous callers', async () => {
    const res = await ctx.request.get('/api/news-config').expect(200);
    expect(res.body).toEqual({
      public: stored.public,
      private: { enabled: false, title: '', description: '' },
    });
  });

  it('shows the stored private block to a member', async () => {
    const { token } = await ctx.member();
    const res = await ctx.request.get('/api/news-config').set(bearer(token)).expect(200);
    expect(res.body).toEqual(stored);
  });

  it('refuses an invalid token instead of treating the caller as anonymous', async () => {
    const res = await ctx.request.get('/api/news-config').set('Authorization', 'Bearer garbage').expect(401);
    expect(res.body).toEqual(INVALID);
    const { user, token } = await ctx.member();
    await ctx.db('users').where({ id: user.id }).delete();
    const gone = await ctx.request.get('/api/news-config').set(bearer(token)).expect(401);
    expect(gone.body).toEqual(INVALID);
  });
});
