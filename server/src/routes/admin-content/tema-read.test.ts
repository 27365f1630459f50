// Proves GET /admin/tema/{id}, the quick editor's read: the stored theme JSON, hidden
// themes too (members get 404 for those), admins only.
import { decodeContent } from '@camino/schemas/content-encoding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tema, zipOf } from '../../test/chapter-fixtures';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';
import { uploadFile } from '../../test/upload-helpers';

describe('GET /admin/tema/{id}', () => {
  let ctx: TestContext;
  let token: string;
  let member: string;

  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    ({ token } = await ctx.admin());
    ({ token: member } = await ctx.member());
  });
  afterAll(() => ctx.close());

  it('answers a hidden theme exactly as uploaded; members get 404 and 403', async () => {
    const uploaded = tema('Silencio', [[2, 3]]);
    const upload = await uploadFile(ctx, token, '/admin/upload-temas', {
      name: 'temas.zip',
      data: await zipOf([['silencio.json', uploaded]]),
    }).expect(200);
    const id = (upload.body as { processed_temas: Array<{ id: number }> }).processed_temas[0]!.id;
    await ctx.request
      .put(`/api/admin/tema/${id}/visibility`)
      .set(bearer(token))
      .send({ visible: false })
      .expect(200);

    const res = await ctx.request.get(`/api/admin/tema/${id}`).set(bearer(token)).expect(200);
    expect(res.body).toEqual({
      id,
      title: 'Silencio',
      encoded_content: expect.any(String),
      lang: 'es',
      fallback: false,
    });
    expect(decodeContent(res.body.encoded_content)).toEqual(uploaded);

    await ctx.request.get(`/api/tema/${id}`).set(bearer(member)).expect(404);
    await ctx.request.get(`/api/admin/tema/${id}`).set(bearer(member)).expect(403);
    await ctx.request.get('/api/admin/tema/999999').set(bearer(token)).expect(404);
  });
});
