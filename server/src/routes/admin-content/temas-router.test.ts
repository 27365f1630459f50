// Proves the admin temas API: ZIP upload (new and replaced by title, bad files reported), the full
// list with hidden ones, visibility (members stop seeing a hidden tema) and delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tema, zipOf } from '../../test/chapter-fixtures';
import { rawZip } from '../../test/raw-zip';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';
import { lastAudit, uploadFile } from '../../test/upload-helpers';

describe('admin temas', () => {
  let ctx: TestContext;
  let token: string;
  let member: string;
  // Publishing the valid part of ZIPs that mix good and refused themes on purpose.
  const sendTemas = (data: Buffer, name = 'temas.zip') =>
    uploadFile(ctx, token, '/admin/upload-temas?valid_only=1', { name, data });
  const themeRow = (title: string) => ctx.db('themes').where({ title }).first();

  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    ({ token } = await ctx.admin());
    ({ token: member } = await ctx.member());
  });
  afterAll(() => ctx.close());

  it('creates new temas and replaces one with the same title, keeping its id', async () => {
    const perdon = await themeRow('Perdón');
    expect(perdon).toBeDefined();
    const zip = await zipOf([
      ['temas/paz.json', tema('Paz', [[4, 1]])],
      ['Perdón.json', tema('Perdón', [[9, 9]])],
    ]);
    const res = await sendTemas(zip).expect(200);
    const paz = await themeRow('Paz');
    expect(res.body).toEqual({
      files_processed: 2,
      files_failed: 0,
      failed_files: [],
      processed_temas: [
        { id: paz.id, title: 'Paz' },
        { id: perdon.id, title: 'Perdón' },
      ],
      changes: [
        expect.objectContaining({ kind: 'tema', key: 'paz', status: 'new', fields: expect.any(Array) }),
        expect.objectContaining({ kind: 'tema', key: 'perdon', status: 'changed' }),
      ],
      revision: expect.any(Number),
    });
    expect(JSON.parse((await themeRow('Perdón')).content)).toEqual(tema('Perdón', [[9, 9]]));
    expect(Boolean(paz.visible)).toBe(true);
    expect((await lastAudit(ctx.db))[0]).toMatchObject({
      action: 'temas.upload',
      target: 'temas.zip',
      details: { processed: 2, failed: 0, titles: ['Paz', 'Perdón'] },
    });
  });

  it('reports bad files with pointers and stores the good ones', async () => {
    const noTitle = { items: tema('x').items };
    const zip = await zipOf([
      ['ok.json', tema('Esperanza viva')],
      ['no-title.json', noTitle],
      ['broken.json', '{'],
      ['readme.md', '# hi'],
      ['a.json', tema('Gemelo')],
      ['b.json', tema('Gemelo')],
    ]);
    const res = await sendTemas(zip).expect(200);
    expect(res.body.files_processed).toBe(1);
    expect(res.body.processed_temas).toEqual([{ id: expect.any(Number), title: 'Esperanza viva' }]);
    const twice = "the title 'Gemelo' appears in 2 files (a.json, b.json); none was stored";
    expect(res.body.failed_files).toEqual([
      {
        name: 'readme.md',
        errors: [expect.objectContaining({ pointer: '', message: 'is not a .json file' })],
      },
      {
        name: 'no-title.json',
        errors: [expect.objectContaining({ pointer: '/title', message: 'is required' })],
      },
      {
        name: 'broken.json',
        errors: [
          expect.objectContaining({ pointer: '', message: expect.stringMatching(/^is not valid JSON: /) }),
        ],
      },
      { name: 'a.json', errors: [expect.objectContaining({ pointer: '/title', message: twice })] },
      { name: 'b.json', errors: [expect.objectContaining({ pointer: '/title', message: twice })] },
    ]);
    expect(res.body.files_failed).toBe(5);
    expect(await themeRow('Gemelo')).toBeUndefined();
  });

  it('refuses a file whose name does not end in .zip, and a corrupt ZIP', async () => {
    const zip = await zipOf([['t.json', tema('Nunca')]]);
    const named = await sendTemas(zip, 'temas.json').expect(400);
    expect(named.body.detail).toBe('Por favor selecciona un archivo ZIP válido');
    const corrupt = await sendTemas(Buffer.from('nope')).expect(400);
    expect(corrupt.body.errors[0].message).toMatch(/^is not a readable ZIP archive/);
    expect(await themeRow('Nunca')).toBeUndefined();
  });

  it('rejects unsafe entry names in a temas ZIP', async () => {
    const zip = rawZip([{ name: '../t.json', data: Buffer.from(JSON.stringify(tema('Escape'))) }]);
    const res = await sendTemas(zip).expect(200);
    expect(res.body).toMatchObject({ files_processed: 0, files_failed: 1 });
    expect(await themeRow('Escape')).toBeUndefined();
  });

  it('lists every tema, hidden ones too, with created_at and visible', async () => {
    const hidden = await themeRow('Paz');
    await ctx.db('themes').where({ id: hidden.id }).update({ visible: false });
    const res = await ctx.request.get('/api/admin/temas').set(bearer(token)).expect(200);
    const count = await ctx.db('themes').count({ n: '*' }).first();
    expect(res.body.temas).toHaveLength(Number(count!.n));
    expect(res.body.temas.find((t: { id: number }) => t.id === hidden.id)).toEqual({
      id: hidden.id,
      title: 'Paz',
      created_at: hidden.created_at,
      visible: false,
    });
  });

  it('shows and hides a tema for members', async () => {
    const { id } = await themeRow('Esperanza viva');
    const visibleToMembers = async () =>
      (await ctx.request.get('/api/temas').set(bearer(member)).expect(200)).body.temas.some(
        (t: { id: number }) => t.id === id,
      );
    expect(await visibleToMembers()).toBe(true);
    const res = await ctx.request
      .put(`/api/admin/tema/${id}/visibility`)
      .set(bearer(token))
      .send({ visible: false });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "Tema 'Esperanza viva' is now hidden",
      id,
      visible: false,
      changes: [expect.objectContaining({ kind: 'tema', status: 'changed' })],
      revision: expect.any(Number),
    });
    expect(Boolean((await themeRow('Esperanza viva')).visible)).toBe(false);
    expect(await visibleToMembers()).toBe(false);
    await ctx.request.get(`/api/tema/${id}`).set(bearer(member)).expect(404);
    expect((await lastAudit(ctx.db))[0]).toMatchObject({
      action: 'tema.visibility',
      target: `tema ${id}`,
      details: { title: 'Esperanza viva', visible: false },
    });
    await ctx.request
      .put(`/api/admin/tema/${id}/visibility`)
      .set(bearer(token))
      .send({ visible: true })
      .expect(200);
    expect(await visibleToMembers()).toBe(true);
  });

  it('validates the visibility body and the id', async () => {
    const { id } = await themeRow('Esperanza viva');
    const res = await ctx.request
      .put(`/api/admin/tema/${id}/visibility`)
      .set(bearer(token))
      .send({ visible: 'no' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      expect.objectContaining({ pointer: '/visible', message: 'must be true or false' }),
    ]);
    const unknown = await ctx.request
      .put('/api/admin/tema/999999/visibility')
      .set(bearer(token))
      .send({ visible: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Tema no encontrado', code: 'not_found' });
    await ctx.request
      .put('/api/admin/tema/abc/visibility')
      .set(bearer(token))
      .send({ visible: true })
      .expect(400);
  });

  it('deletes a tema, then answers 404', async () => {
    const { id } = await themeRow('Paz');
    const res = await ctx.request.delete(`/api/admin/tema/${id}`).set(bearer(token)).expect(200);
    expect(res.body).toEqual({
      message: "Tema 'Paz' deleted",
      changes: [{ kind: 'tema', key: 'paz', status: 'removed' }],
      revision: expect.any(Number),
    });
    expect(await themeRow('Paz')).toBeUndefined();
    expect((await lastAudit(ctx.db))[0]).toMatchObject({ action: 'tema.delete', details: { title: 'Paz' } });
    await ctx.request.delete(`/api/admin/tema/${id}`).set(bearer(token)).expect(404);
  });
});
