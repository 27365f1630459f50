// Proves the admin reading paths: the list and one path's file; publishing a path has a dry run
// that writes nothing, stores one revision that a revert undoes, refuses a path naming a chapter
// that is not published (each such chapter named, nothing stored) or a file its schema refuses,
// and deleting one can be reverted. Members only reach these routes with a 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeContent } from '@camino/schemas/content-encoding';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

const lent = {
  id: 'lent',
  title: { en: 'Lent', es: 'Cuaresma' },
  description: { en: 'Forty days.', es: 'Cuarenta días.' },
  start: 'ash-wednesday',
  days: [{ gospel: true }, { chapters: [{ volume: 2, index: 1 }] }],
};

describe('admin reading paths', () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    admin = (await ctx.admin()).token;
  });
  afterAll(() => ctx.close());

  const put = (body: object, query = '') =>
    ctx.request.put(`/api/admin/path${query}`).set(bearer(admin)).send(body);
  const ids = async () =>
    (await ctx.request.get('/api/admin/paths').set(bearer(admin)).expect(200)).body.paths.map(
      (p: { id: string }) => p.id,
    );

  it('lists the paths and answers one path’s file', async () => {
    expect(await ids()).toEqual(['first-week', 'advent', 'camino-in-a-year']);
    const res = await ctx.request.get('/api/admin/path/first-week').set(bearer(admin)).expect(200);
    expect(
      (decodeContent(res.body.encoded_content) as { days: unknown[]; title: { en: string } }).days,
    ).toHaveLength(7);
    await ctx.request.get('/api/admin/path/nope').set(bearer(admin)).expect(404);
  });

  it('publishes with a dry run first, then with a revision a revert undoes', async () => {
    const dry = await put(lent, '?dry_run=1').expect(200);
    expect(dry.body).toMatchObject({
      dry_run: true,
      revision: null,
      message: "Reading path 'lent' would be published",
    });
    expect(dry.body.changes).toEqual([expect.objectContaining({ kind: 'path', key: 'lent', status: 'new' })]);
    expect(await ids()).not.toContain('lent');

    const done = await put(lent).expect(200);
    expect(done.body.revision).toEqual(expect.any(Number));
    expect(await ids()).toContain('lent');
    const edited = await put({ ...lent, title: { en: 'Lent 2027', es: 'Cuaresma 2027' } }).expect(200);
    expect(edited.body.changes[0]).toMatchObject({ status: 'changed' });

    await ctx.request
      .post(`/api/admin/revisions/${edited.body.revision}/revert`)
      .set(bearer(admin))
      .expect(200);
    const back = await ctx.request.get('/api/admin/path/lent').set(bearer(admin)).expect(200);
    expect(
      (decodeContent(back.body.encoded_content) as { days: unknown[]; title: { en: string } }).title.en,
    ).toBe('Lent');
  });

  it('refuses a path naming unpublished chapters, or a file its schema refuses', async () => {
    const missing = await put({
      ...lent,
      id: 'broken',
      days: [
        {
          chapters: [
            { volume: 9, index: 1 },
            { volume: 1, index: 1 },
          ],
        },
      ],
    }).expect(422);
    expect(missing.body.errors).toEqual([
      expect.objectContaining({
        pointer: '/days/0/chapters/0',
        code: 'path_chapter_missing',
        message: 'names chapter 9-1, which is not published',
      }),
    ]);
    const invalid = await put({ ...lent, id: 'Bad Id', days: [{ prompt: { en: 'x', es: 'y' } }] }).expect(
      422,
    );
    expect(invalid.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/id', '/days/0']);
    expect(await ids()).not.toContain('broken');
  });

  it('deletes a path (a dry run first) and a revert brings it back', async () => {
    await ctx.request.delete('/api/admin/path/lent?dry_run=1').set(bearer(admin)).expect(200);
    expect(await ids()).toContain('lent');
    const gone = await ctx.request.delete('/api/admin/path/lent').set(bearer(admin)).expect(200);
    expect(gone.body.message).toBe("Reading path 'lent' deleted");
    expect(await ids()).not.toContain('lent');
    await ctx.request
      .post(`/api/admin/revisions/${gone.body.revision}/revert`)
      .set(bearer(admin))
      .expect(200);
    expect(await ids()).toContain('lent');
    await ctx.request.delete('/api/admin/path/nope').set(bearer(admin)).expect(404);
  });

  it('is for admins only', async () => {
    const member = await ctx.member();
    await ctx.request.get('/api/admin/paths').set(bearer(member.token)).expect(403);
    await ctx.request.put('/api/admin/path').set(bearer(member.token)).send(lent).expect(403);
  });
});
