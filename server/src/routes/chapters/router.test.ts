// Proves chapter files are served to members as encoded_content that decodes to the stored JSON.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeContent } from '@camino/schemas/content-encoding';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

describe('chapter files', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    ({ token } = await ctx.member());
  });
  afterAll(() => ctx.close());

  it('serves a main file whose encoded_content decodes to the chapter', async () => {
    const res = await ctx.request.get('/api/main-file/1/2?lang=es').set(bearer(token)).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['encoded_content', 'fallback', 'index', 'lang', 'volume']);
    const chapter = decodeContent(res.body.encoded_content) as {
      info: unknown;
      dialogue: unknown[];
      description: unknown;
    };
    expect(chapter.info).toMatchObject({ volume: 1, index: 2 });
    expect(chapter.dialogue.length).toBeGreaterThan(0);
    expect(typeof chapter.description).toBe('string');
  });

  it('serves an optional file with every section', async () => {
    const res = await ctx.request.get('/api/optional-file/3/5').set(bearer(token)).expect(200);
    const chapter = decodeContent(res.body.encoded_content) as Record<string, unknown>;
    for (const section of [
      'dialogue_summary',
      'keywords',
      'topics',
      'quiz',
      'new_testament',
      'homework',
      'bulletpoints',
      'user_comments',
    ]) {
      expect(chapter).toHaveProperty(section);
    }
  });

  it('keeps Spanish text intact through the encoding', async () => {
    const stored = await ctx
      .db('chapter_files')
      .where({ volume_number: 2, chapter_index: 1, kind: 'main' })
      .first();
    const res = await ctx.request.get('/api/main-file/2/1').set(bearer(token)).expect(200);
    expect(decodeContent(res.body.encoded_content)).toEqual(JSON.parse(stored.content));
  });

  it('answers 404 for a missing chapter', async () => {
    const main = await ctx.request.get('/api/main-file/1/99').set(bearer(token)).expect(404);
    expect(main.body).toEqual({ detail: 'Main file for chapter 1-99 not found', code: 'not_found' });
    const optional = await ctx.request.get('/api/optional-file/20/1').set(bearer(token)).expect(404);
    expect(optional.body.code).toBe('not_found');
  });

  it('answers 401 without a token and 400 for bad numbers', async () => {
    await ctx.request.get('/api/main-file/1/1').expect(401);
    await ctx.request.get('/api/optional-file/1/1').expect(401);
    const bad = await ctx.request.get('/api/main-file/1/0').set(bearer(token)).expect(400);
    expect(bad.body.errors).toEqual([
      expect.objectContaining({ pointer: '/index', message: 'must be an integer from 1 to 999' }),
    ]);
    await ctx.request.get('/api/main-file/40/1').set(bearer(token)).expect(400);
  });
});

describe('chapter revalidation', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    ({ token } = await ctx.member());
  });
  afterAll(() => ctx.close());

  it('answers 304 to a client holding the current version, reading only the content generation', async () => {
    const first = await ctx.request.get('/api/main-file/1/1?lang=es').set(bearer(token)).expect(200);
    const etag = first.headers.etag as string;
    const stored = await ctx
      .db('chapter_files')
      .where({ volume_number: 1, chapter_index: 1, kind: 'main' })
      .first();
    expect(etag).toBe(`"${stored.content_hash}"`);

    const queries: string[] = [];
    const listen = (q: { sql: string }) => queries.push(q.sql);
    ctx.db.on('query', listen);
    const again = await ctx.request
      .get('/api/main-file/1/1?lang=es')
      .set(bearer(token))
      .set('If-None-Match', etag)
      .expect(304);
    ctx.db.off('query', listen);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);
    // The one freshness rule (http/cached-answer.ts): a fresh read of the shared generation confirms
    // the cached version; neither the content nor its hash is read again.
    expect(queries.length).toBeGreaterThanOrEqual(1);
    expect(queries.filter((sql) => !/cache_generations/.test(sql))).toEqual([]);
  });

  it('serves the new version, never a stale 304, once the content changed', async () => {
    const first = await ctx.request.get('/api/optional-file/2/2').set(bearer(token)).expect(200);
    const chapter = decodeContent(first.body.encoded_content) as { info: object };
    await ctx.services.chapters.put('optional', 2, 2, JSON.stringify({ ...chapter, keywords: ['nuevo'] }));
    const after = await ctx.request
      .get('/api/optional-file/2/2')
      .set(bearer(token))
      .set('If-None-Match', first.headers.etag as string)
      .expect(200);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect((decodeContent(after.body.encoded_content) as { keywords: string[] }).keywords).toEqual(['nuevo']);
  });

  it('still refuses a revalidation without a token', async () => {
    const first = await ctx.request.get('/api/main-file/1/1').set(bearer(token)).expect(200);
    await ctx.request
      .get('/api/main-file/1/1')
      .set('If-None-Match', first.headers.etag as string)
      .expect(401);
  });
});
