// Proves members see visible themes only, as encoded_content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeContent } from '@camino/schemas/content-encoding';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

describe('temas', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    ({ token } = await ctx.member());
  });
  afterAll(() => ctx.close());

  it('lists the visible themes by title', async () => {
    const res = await ctx.request.get('/api/temas').set(bearer(token)).expect(200);
    expect(res.body.temas).toHaveLength(3);
    expect(res.body.temas[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      lang: expect.stringMatching(/^(en|es)$/),
      fallback: expect.any(Boolean),
    });
  });

  it('serves one theme with its items', async () => {
    const [first] = (await ctx.request.get('/api/temas').set(bearer(token))).body.temas;
    const res = await ctx.request.get(`/api/tema/${first.id}`).set(bearer(token)).expect(200);
    expect(res.body).toMatchObject({ id: first.id, title: first.title });
    const tema = decodeContent(res.body.encoded_content) as { title: string; items: unknown[] };
    expect(tema.title).toBe(first.title);
    expect(tema.items.length).toBeGreaterThan(0);
  });

  it('hides a hidden theme from the list and the detail', async () => {
    const [first] = (await ctx.request.get('/api/temas').set(bearer(token))).body.temas;
    await ctx.db('themes').where({ id: first.id }).update({ visible: false });
    const list = await ctx.request.get('/api/temas').set(bearer(token));
    expect(list.body.temas.map((t: { id: number }) => t.id)).not.toContain(first.id);
    const res = await ctx.request.get(`/api/tema/${first.id}`).set(bearer(token)).expect(404);
    expect(res.body).toEqual({ detail: 'Tema no encontrado', code: 'not_found' });
    await ctx.db('themes').where({ id: first.id }).update({ visible: true });
  });

  it('answers 404, 400 and 401 where due', async () => {
    await ctx.request.get('/api/tema/99999').set(bearer(token)).expect(404);
    await ctx.request.get('/api/tema/abc').set(bearer(token)).expect(400);
    await ctx.request.get('/api/temas').expect(401);
    await ctx.request.get('/api/tema/1').expect(401);
  });
});
