// Proves the base check of whole-item saves on About: GET /admin/content-item answers the base,
// a save from a stale base is refused with 409 stale_base and changes nothing, a save from the
// current base publishes, and of two saves from the same base exactly one wins, even when their
// transactions overlap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

describe('About saves with a base', () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = (await ctx.admin('base-admin')).token;
  });
  afterAll(() => ctx.close());

  const stored = async () => (await ctx.services.settings.get('about')).content;
  const base = async (): Promise<string> =>
    (await ctx.request.get('/api/admin/content-item?kind=about&key=about').set(bearer(admin)).expect(200))
      .body.hash;
  const save = (content: string, query: Record<string, string | undefined>) =>
    ctx.request.post('/api/admin/about').query(query).set(bearer(admin)).send({ content });
  const revisionCount = async () => (await ctx.db('revisions').count({ n: '*' }).first())!.n;

  it('answers the item as stored with its base, which changes with the content', async () => {
    const first = await ctx.request
      .get('/api/admin/content-item?kind=about&key=about')
      .set(bearer(admin))
      .expect(200);
    expect(first.body).toMatchObject({ kind: 'about', key: 'about', content: null });
    expect(first.body.hash).toMatch(/^[0-9a-f]{64}$/);
    await save('# One', { base: first.body.hash }).expect(200);
    const second = await ctx.request
      .get('/api/admin/content-item?kind=about&key=about')
      .set(bearer(admin))
      .expect(200);
    expect(second.body.content).toEqual({ content: '# One' });
    expect(second.body.hash).not.toBe(first.body.hash);
  });

  it('refuses a bad kind or base with 400 and changes nothing', async () => {
    await ctx.request.get('/api/admin/content-item?kind=nope&key=about').set(bearer(admin)).expect(400);
    const before = await stored();
    await save('# Bad', { base: 'not-a-hash' }).expect(400);
    expect(await stored()).toBe(before);
  });

  it('refuses a save from a stale base with 409 stale_base, dry run included, changing nothing', async () => {
    const read = await base();
    await save('# Theirs', {}).expect(200);
    const revisions = await revisionCount();
    for (const query of [{ base: read, dry_run: '1' }, { base: read }]) {
      const res = await save('# Mine', query).set('Accept-Language', 'es').expect(409);
      expect(res.body).toMatchObject({
        code: 'stale_base',
        detail: 'Otra persona cambió este contenido después de que lo abrieras; no se guardó nada',
        errors: [{ pointer: '/base', code: 'stale_base', params: { item: 'about/about' } }],
      });
    }
    expect(await stored()).toBe('# Theirs');
    expect(await revisionCount()).toBe(revisions);
  });

  it('publishes a save from the current base; no base is still taken', async () => {
    await save('# Fresh', { base: await base() }).expect(200);
    expect(await stored()).toBe('# Fresh');
    await save('# Unchecked', {}).expect(200);
    expect(await stored()).toBe('# Unchecked');
  });

  it('of two saves from the same base sent together, exactly one wins', async () => {
    const read = await base();
    const answers = await Promise.all([save('# A', { base: read }), save('# B', { base: read })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.content as string;
    expect(await stored()).toBe(winner);
  });

  it('of two overlapping changes from the same base, the later one is refused', async () => {
    const read = await base();
    const { id } = await ctx.db('users').where({ username: 'base-admin' }).first('id');
    const actor = { id: Number(id), name: 'base-admin' };
    const item = { kind: 'about', key: 'about' } as const;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let firstStarted!: () => void;
    const started = new Promise<void>((resolve) => (firstStarted = resolve));
    const write = (content: string, wait: boolean) =>
      ctx.services.publishing.change(
        { actor, action: 'about.update', dryRun: false, bases: [{ ...item, hash: read }] },
        async (trx, touch) => {
          await touch(item.kind, item.key);
          firstStarted();
          if (wait) await gate;
          await ctx.services.settings.store(trx, 'about', { content });
        },
      );
    const first = write('# First', true);
    await started;
    const second = write('# Second', false);
    // The second is now waiting for its turn (SQLite's one writer, MySQL's row lock).
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    const [a, b] = await Promise.allSettled([first, second]);
    expect(a.status).toBe('fulfilled');
    expect(b).toMatchObject({ status: 'rejected', reason: { status: 409, code: 'stale_base' } });
    expect(await stored()).toBe('# First');
  });
});
