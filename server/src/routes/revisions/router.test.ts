// Proves the history routes: revisions listed newest first with kind/key filters,
// a revert restoring byte-identical content as a new revision that can itself be reverted, the
// 409 conflict with a later change unless forced, the revert's dry run, and pruning at the bound.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/clock';
import { es as SPANISH_MESSAGES } from '@camino/schemas/messages/es';
import { REVISIONS_PER_ITEM } from '../../services/publishing/revision-store';
import { databaseState } from '../../test/database-state';
import { mainEntries, optionalEntries, zipOf, type ZipInput } from '../../test/chapter-fixtures';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

const clock: Clock = { now: () => new Date(2026, 10, 22, 12, 0, 0) };

const entry = (date: string, reference: string) => ({
  date,
  weekday: 'Martes',
  gospel: { heading: 'Lectura', reference, intro: 'En aquel tiempo,', verses: ['Dijo Jesús…'] },
  reflexion: '<p>Reflexión <strong>larga</strong></p>',
});

describe('revisions', () => {
  let ctx: TestContext;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true, clock });
    admin = (await ctx.admin('history-admin')).token;
    member = (await ctx.member()).token;
  });
  afterAll(() => ctx.close());

  const saveAbout = async (content: string) =>
    (await ctx.request.post('/api/admin/about').set(bearer(admin)).send({ content }).expect(200)).body;
  const aboutRow = () => ctx.db('settings').where({ key: 'about' }).first('value');
  const revert = (id: number, query = '') =>
    ctx.request.post(`/api/admin/revisions/${id}/revert${query}`).set(bearer(admin));
  const uploadGospel = (entries: object[]) =>
    ctx.request
      .post('/api/admin/evangelios/upload')
      .set(bearer(admin))
      .attach('file', Buffer.from(JSON.stringify(entries)), {
        filename: 'evangelios.json',
        contentType: 'application/json',
      })
      .expect(200);
  const gospelRows = (dates: string[]) =>
    ctx.db('gospel_entries').whereIn('date', dates).orderBy('date').select('date', 'content', 'content_hash');

  it("writes each revision's summary in the admin's language, a revert's too", async () => {
    await saveAbout('# Acerca de\n\nResumen en dos idiomas.');
    const [saved] = (await ctx.request.get('/api/admin/revisions?limit=1').set(bearer(admin)).expect(200))
      .body.items;
    await revert(saved.id).expect(200);
    const page = async (lang: string) =>
      (
        await ctx.request
          .get('/api/admin/revisions?limit=2')
          .set(bearer(admin))
          .set('Accept-Language', lang)
          .expect(200)
      ).body.items.map((r: { summary: string }) => r.summary);
    expect(await page('en')).toEqual([`Revert of revision ${saved.id}: 1 changed`, '1 changed']);
    expect(await page('es')).toEqual([`Reversión de la revisión ${saved.id}: 1 cambiado`, '1 cambiado']);
    const detail = await ctx.request
      .get(`/api/admin/revisions/${saved.id}`)
      .set(bearer(admin))
      .set('Accept-Language', 'es')
      .expect(200);
    expect(detail.body.summary).toBe('1 cambiado');
  });

  it('is for admins only', async () => {
    await ctx.request.get('/api/admin/revisions').expect(401);
    await ctx.request.get('/api/admin/revisions').set(bearer(member)).expect(403);
    await ctx.request.post('/api/admin/revisions/1/revert').set(bearer(member)).expect(403);
  });

  it('a revert restores byte-identical content, as a revision that can itself be reverted', async () => {
    const original = await aboutRow();
    const saved = await saveAbout('# Nuevo\n\nTexto nuevo 🙏');
    const changed = await aboutRow();

    const dry = await revert(saved.revision, '?dry_run=1').expect(200);
    expect(dry.body).toMatchObject({ reverted: saved.revision, revision: null, dry_run: true });
    expect(dry.body.changes).toEqual([
      expect.objectContaining({ kind: 'about', key: 'about', status: 'changed' }),
    ]);
    expect(await aboutRow()).toEqual(changed);

    const done = await revert(saved.revision).expect(200);
    expect(done.body.changes).toEqual(dry.body.changes);
    expect(await aboutRow()).toEqual(original);
    await ctx.request
      .get('/api/about?lang=es')
      .expect(200, { content: JSON.parse(original!.value).content, lang: 'es', fallback: false });

    const detail = await ctx.request
      .get(`/api/admin/revisions/${done.body.revision}`)
      .set(bearer(admin))
      .expect(200);
    expect(detail.body).toMatchObject({ action: 'revert', reverts: saved.revision, admin: 'history-admin' });
    expect(detail.body.items).toEqual([
      { kind: 'about', key: 'about', before: JSON.parse(changed!.value), after: JSON.parse(original!.value) },
    ]);
    const [audit] = (await ctx.services.audit.list(0, 1)).entries;
    expect(audit).toMatchObject({ action: 'revision.revert', details: { reverted: saved.revision } });

    // Reverting the revert brings the change back, byte for byte.
    await revert(done.body.revision).expect(200);
    expect(await aboutRow()).toEqual(changed);
  });

  it('a gospel upload and a delete revert together, every date byte-identical', async () => {
    const dates = ['2035-01-01', '2035-01-02'];
    const upload = await uploadGospel(dates.map((d) => entry(d, 'Mt 5, 1-12')));
    const stored = await gospelRows(dates);
    expect(stored).toHaveLength(2);
    const deleted = await ctx.request
      .delete('/api/admin/evangelios')
      .set(bearer(admin))
      .send({ dates })
      .expect(200);
    expect(await gospelRows(dates)).toEqual([]);

    await revert(deleted.body.revision).expect(200);
    expect(await gospelRows(dates)).toEqual(stored);

    // The upload's revert now conflicts with the later delete and its revert...
    const conflict = await revert(upload.body.revision).expect(409);
    expect(conflict.body).toMatchObject({
      code: 'revision_conflict',
      later: { action: 'revert', admin: 'history-admin' },
    });
    expect(conflict.body.later.id).toBeGreaterThan(deleted.body.revision);
    const spanish = await revert(upload.body.revision).set('Accept-Language', 'es').expect(409);
    expect(spanish.body).toEqual({ ...conflict.body, detail: SPANISH_MESSAGES.revision_conflict });
    expect(await gospelRows(dates)).toEqual(stored);
    // ...and forced, removes both dates again (they did not exist before the upload).
    const forced = await revert(upload.body.revision, '?force=1').expect(200);
    expect(forced.body.changes.map((c: { status: string }) => c.status)).toEqual(['removed', 'removed']);
    expect(await gospelRows(dates)).toEqual([]);
  });

  it('a forced dry run writes nothing', async () => {
    const first = await saveAbout('Uno');
    await saveAbout('Dos');
    const before = await databaseState(ctx);
    await revert(first.revision, '?dry_run=true').expect(409);
    const dry = await revert(first.revision, '?dry_run=1&force=1').expect(200);
    expect(dry.body.dry_run).toBe(true);
    expect(await databaseState(ctx)).toEqual(before);
  });

  it('lists newest first, filtered by kind and key, with pages', async () => {
    const all = await ctx.request.get('/api/admin/revisions?limit=3').set(bearer(admin)).expect(200);
    expect(all.body.items).toHaveLength(3);
    expect(all.body.limit).toBe(3);
    const ids = all.body.items.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const next = await ctx.request
      .get('/api/admin/revisions?limit=3&offset=3')
      .set(bearer(admin))
      .expect(200);
    expect(next.body.items[0].id).toBeLessThan(ids[2]);

    const gospel = await ctx.request
      .get('/api/admin/revisions?kind=gospel&key=2035-01-02')
      .set(bearer(admin))
      .expect(200);
    // Upload, delete, revert of the delete, forced revert of the upload: each touched that date.
    expect(gospel.body.total).toBe(4);
    expect(gospel.body.items.every((r: { kind: string }) => r.kind === 'gospel')).toBe(true);
    await ctx.request.get('/api/admin/revisions?kind=video').set(bearer(admin)).expect(400);
    await ctx.request.get('/api/admin/revisions/abc').set(bearer(admin)).expect(404);
    await revert(999_999).expect(404);
  });

  it("a volume's filter finds its ZIPs' revisions, listed under it with only files as items", async () => {
    const upload = async (kind: 'main' | 'optional', entries: ZipInput) =>
      (
        await ctx.request
          .post(`/api/admin/upload-${kind}-files`)
          .set(bearer(admin))
          .attach('file', await zipOf(entries), {
            filename: `Vol_9_${kind}.zip`,
            contentType: 'application/zip',
          })
          .expect(200)
      ).body as { revision: number };
    const main = await upload('main', mainEntries(9, 1, 3, 'history'));
    const optional = await upload('optional', optionalEntries(9, 1, 2, 'history'));
    const list = async (query: string) =>
      (await ctx.request.get(`/api/admin/revisions?${query}`).set(bearer(admin)).expect(200)).body as {
        total: number;
        items: { id: number; kind: string; key: string }[];
      };
    const volume = await list('kind=playlist&key=9');
    expect(volume.items.map((r) => r.id)).toEqual([optional.revision, main.revision]);
    expect(volume.items.every((r) => r.kind === 'playlist' && r.key === '9')).toBe(true);
    // An item's own filter still finds it, and another volume's does not.
    expect((await list('kind=main_file&key=9/2')).items.map((r) => r.id)).toEqual([main.revision]);
    expect((await list('kind=optional_file')).items.map((r) => r.id)).toContain(optional.revision);
    expect((await list('kind=playlist&key=8')).items.map((r) => r.id)).not.toContain(main.revision);
    expect((await list('kind=main_file&key=9/3')).total).toBe(1);
  });

  it(`keeps the last ${REVISIONS_PER_ITEM} revisions of each item, pruning whole revisions`, async () => {
    // One revision of two dates, then the first date alone past the bound.
    const pair = await uploadGospel([entry('2036-01-01', 'Mt 1, 1'), entry('2036-01-02', 'Mt 1, 2')]);
    for (let n = 0; n < REVISIONS_PER_ITEM; n += 1) await uploadGospel([entry('2036-01-01', `Lc ${n}, 1`)]);
    const history = async (key: string) =>
      (await ctx.request.get(`/api/admin/revisions?kind=gospel&key=${key}&limit=100`).set(bearer(admin)))
        .body;
    expect((await history('2036-01-01')).total).toBe(REVISIONS_PER_ITEM);
    // The pair's revision went whole: the second date's only revision went with it.
    expect((await history('2036-01-02')).total).toBe(0);
    await ctx.request.get(`/api/admin/revisions/${pair.body.revision}`).set(bearer(admin)).expect(404);
    // No stored content is left that no revision refers to.
    const orphans = await ctx
      .db('revision_contents')
      .whereNotIn('hash', ctx.db('revision_items').whereNotNull('before_hash').select('before_hash'))
      .whereNotIn('hash', ctx.db('revision_items').whereNotNull('after_hash').select('after_hash'))
      .count({ n: '*' })
      .first();
    expect(Number(orphans!.n)).toBe(0);
  });

  it('stores nothing for a call that changed nothing, and each content once', async () => {
    const file = [entry('2037-01-01', 'Jn 1, 1')];
    await uploadGospel(file);
    const contents = Number((await ctx.db('revision_contents').count({ n: '*' }).first())!.n);
    const revisions = Number((await ctx.db('revisions').count({ n: '*' }).first())!.n);
    const again = await uploadGospel(file);
    expect(again.body.revision).toBeNull();
    expect(again.body.changes).toEqual([{ kind: 'gospel', key: '2037-01-01', status: 'unchanged' }]);
    expect(Number((await ctx.db('revisions').count({ n: '*' }).first())!.n)).toBe(revisions);
    expect(Number((await ctx.db('revision_contents').count({ n: '*' }).first())!.n)).toBe(contents);
  });
});

describe('revisions of concurrent changes', () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    admin = (await ctx.admin('busy-admin')).token;
  });
  afterAll(() => ctx.close());

  it('chain: each revision of an item starts from the one before it', async () => {
    const contents = Array.from({ length: 8 }, (_, n) => `# Versión ${n}`);
    await Promise.all(
      contents.map((content) =>
        ctx.request.post('/api/admin/about').set(bearer(admin)).send({ content }).expect(200),
      ),
    );
    const page = await ctx.request.get('/api/admin/revisions?kind=about').set(bearer(admin)).expect(200);
    const ids: number[] = page.body.items.map((r: { id: number }) => r.id).reverse();
    expect(ids).toHaveLength(contents.length);
    let previous: unknown = null;
    for (const id of ids) {
      const detail = await ctx.request.get(`/api/admin/revisions/${id}`).set(bearer(admin)).expect(200);
      const [item] = detail.body.items;
      expect(item.before).toEqual(previous);
      previous = item.after;
    }
    const stored = await ctx.db('settings').where({ key: 'about' }).first('value');
    expect(JSON.parse(stored!.value)).toEqual(previous);
  });
});
