// Proves the route table's query schemas are what the server checks: every row with a query gets
// its validator mounted (a bad first parameter answers 400 naming it, in the caller's language),
// handlers get the checked values, unknown parameters are ignored and an empty optional one is
// absent, while a bare yes/no flag is still refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, type ApiRouteKey, type ApiRouteSpec } from '@camino/schemas/api/routes';
import { bearer, createTestContext, type TestContext } from '../test/test-context';

type QuerySchema = { required?: string[]; properties: Record<string, unknown> };

/** A good value of each required parameter, so that only the one under test is wrong. */
const GOOD: Record<string, string> = { volume: '1', index: '1', chapter_key: 'k', kind: 'main' };

/**
 * Each row with a query: its first parameter, and a call of it with every `:param` filled in and
 * every other required parameter good.
 */
const ROWS = (Object.entries(API_ROUTES) as Array<[ApiRouteKey, ApiRouteSpec]>)
  .filter(([, spec]) => spec.query)
  .map(([key, spec]) => {
    const [method, path] = key.split(' ') as [string, string];
    const filled = path.replace(/:([a-z_]+)/g, (_m, name: string) => (name === 'date' ? '2026-11-26' : '1'));
    const { required = [], properties } = spec.query as QuerySchema;
    const [first] = Object.keys(properties);
    const others = required.filter((name) => name !== first).map((name) => `${name}=${GOOD[name]}&`);
    return {
      key,
      access: spec.access,
      method: method.toLowerCase() as 'get',
      path: `/api${filled}?${others.join('')}`,
      first: first!,
    };
  });

let ctx: TestContext;
let tokens: Record<ApiRouteSpec['access'], string | undefined>;
beforeAll(async () => {
  ctx = await createTestContext();
  const admin = (await ctx.admin()).token;
  const member = (await ctx.member()).token;
  tokens = { public: undefined, 'optional-member': undefined, member, admin };
});
afterAll(() => ctx?.close());

function call(row: (typeof ROWS)[number], query: string, language = 'en') {
  const token = tokens[row.access];
  const req = ctx.request[row.method](`${row.path}${query}`).set('Accept-Language', language);
  return token ? req.set(bearer(token)) : req;
}

describe('the query each row of the table declares', () => {
  it('covers the rows that take a query', () => {
    expect(ROWS.length).toBeGreaterThan(10);
  });

  // A parameter sent twice arrives as a list, which no parameter's schema admits.
  it.each(ROWS)('$key answers 400 naming $first when it is bad', async (row) => {
    const res = await call(row, `${row.first}=1&${row.first}=2`).expect(400);
    expect(res.body.code).toBe('bad_request');
    expect(res.body.detail).toMatch(new RegExp(`^${row.first} must `));
    expect(res.body.errors[0].pointer).toBe(`/${row.first}`);
    const es = await call(row, `${row.first}=1&${row.first}=2`, 'es').expect(400);
    expect(es.body.detail).toMatch(new RegExp(`^${row.first} debe `));
  });
});

describe('reading a query', () => {
  let member: string;
  beforeAll(async () => {
    member = (await ctx.member()).token;
  });

  it('gives the handler numbers within the schema’s bounds, and refuses one outside them', async () => {
    const res = await ctx.request.get('/api/notes?limit=2').set(bearer(member)).expect(200);
    expect(res.body).toEqual({ notes: [], next_cursor: null });
    const over = await ctx.request
      .post('/api/notes/save?volume=37&index=1')
      .set(bearer(member))
      .set('Accept-Language', 'es')
      .send({ note_text: 'x' })
      .expect(400);
    expect(over.body).toEqual({
      detail: 'volume debe ser como máximo 36',
      code: 'bad_request',
      errors: [
        { pointer: '/volume', code: 'maximum', params: { limit: 36 }, message: 'debe ser como máximo 36' },
      ],
    });
  });

  it('ignores a parameter the route does not list (a cache buster, a utm tag)', async () => {
    const plain = await ctx.request.get('/api/search?q=amor&lang=es').expect(200);
    const tagged = await ctx.request.get('/api/search?q=amor&lang=es&utm_source=mail&_=1764').expect(200);
    expect(tagged.body).toEqual(plain.body);
  });

  it('takes an empty optional parameter as absent', async () => {
    const res = await ctx.request.get('/api/search?q=amor&lang=&kind=').expect(200);
    expect(res.body.lang).toBe('en');
  });

  it('still refuses a bare ?dry_run, so it never becomes a real change', async () => {
    const { token } = await ctx.admin();
    const res = await ctx.request
      .post('/api/admin/about?dry_run')
      .set(bearer(token))
      .send({ content: 'x' })
      .expect(400);
    expect(res.body.errors[0].pointer).toBe('/dry_run');
  });
});
