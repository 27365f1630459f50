// Proves search in both languages over the demo library, whose volume 1 and two themes have
// English versions: an English search finds English words in them (English stemming) and the
// Spanish words of what is untranslated; a Spanish search finds the Spanish sources only; and a
// translation published later is found as soon as the index follows the change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse, SearchSegment } from '@camino/schemas/api/search';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

let ctx: TestContext;
let member: string;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
  member = (await ctx.member()).token;
  admin = (await ctx.admin()).token;
});
afterAll(() => ctx?.close());

async function search(q: string, lang: 'en' | 'es'): Promise<SearchResponse> {
  await ctx.services.search.settled();
  const res = await ctx.request.get('/api/search').query({ q, lang }).set(bearer(member)).expect(200);
  return res.body as SearchResponse;
}
const text = (segments: SearchSegment[]) => segments.map((s) => s.text).join('');
const titles = (answer: SearchResponse, kind: string) =>
  (answer.groups.find((g) => g.kind === kind)?.results ?? []).map((r) => text(r.title));
const chapters = (answer: SearchResponse) =>
  (answer.groups.find((g) => g.kind === 'chapter')?.results ?? []).map(
    (r) => `${r.target.volume}-${r.target.index}`,
  );

describe('search in both languages', () => {
  it('finds "forgiveness" in the English versions, titled in English', async () => {
    const answer = await search('forgiveness', 'en');
    expect(titles(answer, 'theme')).toEqual(['Forgiveness']);
    expect(chapters(answer)).toContain('1-5');
    expect(chapters(answer).every((c) => c.startsWith('1-'))).toBe(true);
    // English stemming: "forgiving" finds "forgiveness".
    expect(titles(await search('forgiving', 'en'), 'theme')).toEqual(['Forgiveness']);
  });

  it('finds "perdón" in the Spanish sources, and untranslated chapters from an English search too', async () => {
    const spanish = await search('perdón', 'es');
    expect(titles(spanish, 'theme')).toEqual(['Perdón']);
    expect(chapters(spanish)).toEqual(expect.arrayContaining(['2-1', '2-2']));
    expect(await search('forgiveness', 'es')).toMatchObject({ groups: [] });
    const english = await search('perdón', 'en');
    // The theme has an English version, so its Spanish words no longer answer in English.
    expect(titles(english, 'theme')).toEqual([]);
    expect(chapters(english)).toEqual(expect.arrayContaining(['2-1', '2-2']));
  });

  it('finds a translation published later', async () => {
    const detail = (
      await ctx.request
        .get('/api/admin/translation?kind=main_file&key=2/1&lang=en')
        .set(bearer(admin))
        .expect(200)
    ).body;
    const content = { ...detail.source.content, description: 'A parable about an unpayable debt and mercy.' };
    await ctx.request
      .put('/api/admin/translation')
      .set(bearer(admin))
      .send({ kind: 'main_file', key: '2/1', lang: 'en', content })
      .expect(200);
    expect(chapters(await search('unpayable debt', 'en'))).toEqual(['2-1']);
    expect(await search('unpayable debt', 'es')).toMatchObject({ groups: [] });
  });
});
