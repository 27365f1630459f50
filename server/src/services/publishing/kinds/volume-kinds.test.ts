// Proves the playlist, chapter file and tema adapters on the real database: writing a content
// leaves `read` answering exactly that content (the revert's contract), null deletes, a chapter
// file written back from its snapshot has the same bytes and hash, a playlist written back keeps
// each video's chapter key, and keys that name nothing valid are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainChapter, tema } from '../../../test/chapter-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-context';
import { playlistFor } from '../../../test/upload-helpers';
import type { KindAdapter } from '../types';

describe('volume and theme adapters', () => {
  let ctx: TestContext;
  const adapter = (kind: string) => ctx.services.publishing.adapterOf(kind as never) as KindAdapter;
  const write = (kind: string, key: string, content: unknown) =>
    ctx.db.transaction((trx) => adapter(kind).write(trx, key, content));

  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
  });
  afterAll(() => ctx.close());

  it('a chapter file written back from its snapshot has the same bytes and hash', async () => {
    await ctx.services.chapters.putBatch('main', 4, [
      { index: 2, content: JSON.stringify(mainChapter(4, 2)) },
    ]);
    const row = () =>
      ctx.db('chapter_files').where({ volume_number: 4, chapter_index: 2, kind: 'main' }).first();
    const stored = await row();
    const snapshot = await adapter('main_file').read(ctx.db, '4/2');
    expect(snapshot).toEqual(mainChapter(4, 2));
    await write('main_file', '4/2', { ...mainChapter(4, 2), description: 'otra' });
    await write('main_file', '4/2', snapshot);
    const back = await row();
    expect([back.content, back.content_hash]).toEqual([stored.content, stored.content_hash]);
    await write('main_file', '4/2', null);
    expect(await adapter('main_file').read(ctx.db, '4/2')).toBeNull();
    expect(await adapter('optional_file').read(ctx.db, '4/2')).toBeNull();
  });

  it('a playlist written back keeps its videos on their chapters', async () => {
    await ctx.services.volumes.replacePlaylist(11, {
      ...playlistFor(11, 3),
      items: playlistFor(11, 3).items.map((item, i) => (i === 0 ? { ...item, key: 'primero' } : item)),
    });
    const snapshot = await adapter('playlist').read(ctx.db, '11');
    expect(snapshot).toMatchObject({
      playlistId: 'PLtest11',
      items: [
        { videoId: 'v11x1', key: 'primero', chapter_key: 'primero' },
        { videoId: 'v11x2', chapter_key: 'v11x2' },
        { videoId: 'v11x3', chapter_key: 'v11x3' },
      ],
    });
    await write('playlist', '11', null);
    expect(await adapter('playlist').read(ctx.db, '11')).toBeNull();
    expect(await ctx.db('chapters').where({ volume_number: 11 }).whereNotNull('position')).toEqual([]);
    await write('playlist', '11', snapshot);
    expect(await adapter('playlist').read(ctx.db, '11')).toEqual(snapshot);
    const published = await ctx
      .db('chapters')
      .where({ volume_number: 11 })
      .whereNotNull('position')
      .orderBy('position');
    expect(published.map((c) => `${c.position as number}:${c.chapter_key as string}`)).toEqual([
      '1:primero',
      '2:v11x2',
      '3:v11x3',
    ]);
  });

  it('a tema is written in place by its title key, visibility included', async () => {
    const content = { visible: false, tema: tema('Alegría', [[2, 3]]) };
    await write('tema', 'alegria', content);
    expect(await adapter('tema').read(ctx.db, 'alegria')).toEqual(content);
    const { id } = await ctx.db('themes').where({ title_key: 'alegria' }).first('id');
    await write('tema', 'alegria', { visible: true, tema: tema('ALEGRÍA', [[5, 5]]) });
    expect((await ctx.db('themes').where({ title_key: 'alegria' }).first('id')).id).toBe(id);
    await expect(write('tema', 'otra', content)).rejects.toMatchObject({ status: 422 });
    await write('tema', 'alegria', null);
    expect(await adapter('tema').read(ctx.db, 'alegria')).toBeNull();
  });

  it.each([
    ['playlist', '0'],
    ['playlist', '37'],
    ['playlist', '3/1'],
    ['main_file', '3'],
    ['main_file', '3/0'],
    ['optional_file', '40/1'],
    ['optional_file', '3/abc'],
  ])('refuses the %s key %j', async (kind, key) => {
    await expect(adapter(kind).read(ctx.db, key)).rejects.toMatchObject({ status: 422 });
  });
});
