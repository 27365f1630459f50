// GET /api/search on a real database (run on SQLite and MySQL): ranking, stemming, accents,
// member-only chapter text, the privacy of notes, bad input, and the index following content.
import type { SearchResponse, SearchSegment } from '@camino/schemas/api/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, serverOn } from '../../test/cache-clock-apps';
import { zipOf } from '../../test/chapter-fixtures';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';
import { uploadFile } from '../../test/upload-helpers';
import { chapterWith, storeLibrary } from '../../test/search-fixtures';

let ctx: TestContext;
let ana: string;
let bea: string;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await storeLibrary(ctx);
  ana = (await ctx.member()).token;
  bea = (await ctx.member()).token;
  admin = (await ctx.admin()).token;
});
afterAll(() => ctx?.close());

async function search(query: Record<string, string>, token?: string): Promise<SearchResponse> {
  const req = ctx.request.get('/api/search').query(query);
  const res = await (token ? req.set(bearer(token)) : req).expect(200);
  return res.body as SearchResponse;
}

const text = (segments: SearchSegment[]) => segments.map((s) => s.text).join('');
const marks = (segments: SearchSegment[]) => segments.filter((s) => s.match).map((s) => s.text);
const group = (answer: SearchResponse, kind: string) => answer.groups.find((g) => g.kind === kind);
const chapters = (answer: SearchResponse) =>
  (group(answer, 'chapter')?.results ?? []).map((r) => `${r.target.volume}-${r.target.index}`);

describe('GET /api/search', () => {
  it('finds every form of a word (Spanish stemming), best match first', async () => {
    const answer = await search({ q: 'perdonar', lang: 'es' }, ana);
    // 1-3 has the word in its title and text; 1-1 only in its text ("perdonó").
    expect(chapters(answer)).toEqual(['1-3', '1-1']);
    const [first, second] = group(answer, 'chapter')!.results;
    expect(first!.score).toBeGreaterThan(second!.score);
    expect(marks(first!.title)).toEqual(['perdón']);
    expect(marks(second!.snippet)).toEqual(['perdonó']);
    expect(text(second!.snippet)).toBe('Jesús perdonó a Pedro después de la negación.');
    expect(group(answer, 'theme')!.results.map((r) => r.target)).toEqual([{ id: expect.any(Number) }]);
    expect(group(answer, 'gospel')!.results[0]!.target).toEqual({ date: '2030-03-01' });
    expect(group(answer, 'gospel')!.results[0]!.title).toEqual([{ text: 'Lucas 15:11-32', match: false }]);
  });

  it('ignores accents and case: "oracion" and "ORACIÓN" find "oración"', async () => {
    const plain = await search({ q: 'oracion', lang: 'es' }, ana);
    const upper = await search({ q: 'ORACIÓN', lang: 'es' }, ana);
    expect(chapters(plain)).toEqual(['1-2', '1-3']);
    expect(upper.groups).toEqual(plain.groups);
    expect(marks(group(plain, 'chapter')!.results[0]!.title)).toEqual(['oración']);
  });

  it('gives visitors chapter titles only; the text is for members', async () => {
    const visitor = await search({ q: 'perdonar', lang: 'es' });
    expect(chapters(visitor)).toEqual(['1-3']);
    expect(group(visitor, 'chapter')!.results[0]!.snippet).toEqual([]);
    expect(await search({ q: 'negación', lang: 'es' })).toMatchObject({ groups: [] });
    expect(chapters(await search({ q: 'negación', lang: 'es' }, ana))).toEqual(['1-1']);
    // Homework and key points are chapter text too.
    expect(chapters(await search({ q: 'humilde carta', lang: 'es' }, ana))).toEqual(['1-1']);
  });

  it('searches the gospel in the asked language, with English stemming in English', async () => {
    const english = await search({ q: 'forgiving', lang: 'en' });
    expect(group(english, 'gospel')!.results.map((r) => text(r.title))).toEqual(['Luke 15:11-32']);
    expect(marks(group(english, 'gospel')!.results[0]!.snippet)).toEqual(['forgiveness']);
    const reflection = await search({ q: 'mercy', lang: 'en' });
    expect(text(group(reflection, 'gospel')!.results[0]!.snippet)).toBe(
      'The mercy of the father & the joy of coming home.',
    );
    expect(group(await search({ q: 'forgiving', lang: 'es' }), 'gospel')).toBeUndefined();
  });

  it("finds a member's own notes, and never another member's", async () => {
    await ctx.request
      .post('/api/notes/save')
      .query({ volume: 1, index: 2 })
      .set(bearer(ana))
      .send({ note_text: 'Recordar la zarza ardiente cuando rezo.' })
      .expect(200);
    await ctx.request
      .post('/api/notes/save')
      .query({ volume: 1, index: 1 })
      .set(bearer(bea))
      .send({ note_text: 'Nada que ver con arbustos.' })
      .expect(200);

    const own = await search({ q: 'zarzas', lang: 'es' }, ana);
    expect(own.groups.map((g) => g.kind)).toEqual(['note']);
    expect(group(own, 'note')!.results[0]).toMatchObject({
      target: { volume: 1, index: 2 },
      title: [{ text: '1-2. La oración del corazón', match: false }],
    });
    expect(marks(group(own, 'note')!.results[0]!.snippet)).toEqual(['zarza']);
    expect((await search({ q: 'zarza', lang: 'es' }, bea)).groups).toEqual([]);
    expect((await search({ q: 'zarza', lang: 'es', kind: 'note' }, bea)).groups).toEqual([]);
    expect((await search({ q: 'zarza', lang: 'es' })).groups).toEqual([]);
    expect(group(await search({ q: 'arbustos', lang: 'es' }, bea), 'note')!.total).toBe(1);
  });

  it('answers a Bible reference with the chapters that teach it, in either notation, and nothing by its digits', async () => {
    // A note and a chapter title holding the reference's numbers as plain text.
    await ctx.request
      .post('/api/notes/save')
      .query({ volume: 1, index: 1 })
      .set(bearer(ana))
      .send({ note_text: 'Leído el 18 de marzo, 21 días después.' })
      .expect(200);
    for (const [q, lang] of [
      ['Mt 18,21', 'es'],
      ['Matthew 18:21-22', 'en'],
    ] as const) {
      const { scripture, groups } = await search({ q, lang }, ana);
      expect(scripture!.chapters).toEqual([
        {
          volume: 1,
          index: 1,
          title: 'El primer paso',
          reference: 'Mateo 18:21-22',
          cited: { en: 'Matthew 18:21-22', es: 'Mateo 18,21-22' },
        },
      ]);
      expect(scripture!.passages).toHaveLength(1);
      // The passage is the answer: no title, gospel day or note found by "18" or "21".
      expect(groups).toEqual([]);
    }
    // Numbers that are no reference are still searched as text.
    expect(group(await search({ q: '18 marzo', lang: 'es' }, ana), 'note')!.total).toBe(1);
    expect((await search({ q: 'Mt 8', lang: 'es' })).scripture!.chapters).toEqual([]);
    expect((await search({ q: 'perdonar', lang: 'es' })).scripture).toBeNull();
  });

  it('narrows to one kind', async () => {
    const answer = await search({ q: 'perdon', lang: 'es', kind: 'theme' }, ana);
    expect(answer.groups.map((g) => g.kind)).toEqual(['theme']);
    expect(text(answer.groups[0]!.results[0]!.title)).toBe('Perdón');
  });

  it('keeps text as text: markup in the content comes back as plain characters', async () => {
    const answer = await search({ q: 'orar', lang: 'es' }, ana);
    const snippet = group(answer, 'chapter')!.results[0]!.snippet;
    expect(text(snippet)).toContain('<sin miedo>');
    expect(snippet.find((s) => s.text.includes('<'))!.match).toBe(false);
  });

  it('refuses bad input with the parameter named, and changes nothing', async () => {
    for (const [query, pointer] of [
      [{}, '/q'],
      [{ q: '   ' }, '/q'],
      [{ q: 'x'.repeat(201) }, '/q'],
      [{ q: 'paz', lang: 'fr' }, '/lang'],
      [{ q: 'paz', kind: 'video' }, '/kind'],
      ['q=a&q=b', '/q'],
    ] as const) {
      const res = await ctx.request.get('/api/search').query(query).expect(400);
      expect(res.body).toMatchObject({ code: 'bad_request', errors: [{ pointer }] });
    }
    await ctx.request.get('/api/search').query({ q: 'paz' }).set(bearer('not-a-token')).expect(401);
  });

  it('follows a content upload: the new text is found once the index is rebuilt', async () => {
    expect((await search({ q: 'samaritano', lang: 'es' }, ana)).groups).toEqual([]);
    const zip = await zipOf([['1-2.json', chapterWith(2, 'El buen samaritano se detuvo en el camino.')]]);
    await uploadFile(ctx, admin, '/admin/upload-main-files', { name: 'Vol_1_main.zip', data: zip }).expect(
      200,
    );
    await ctx.services.search.settled();
    expect(chapters(await search({ q: 'samaritanos', lang: 'es' }, ana))).toEqual(['1-2']);
    // The replaced text is gone from the index.
    expect(chapters(await search({ q: 'sencilla', lang: 'es' }, ana))).toEqual([]);
  });

  it('answers an English search from the Spanish text of a gospel day with no translation', async () => {
    await ctx.services.gospel.putEntries([
      {
        date: '2030-03-02',
        weekday: 'Sábado',
        gospel: {
          reference: 'Marcos 4:30-32',
          verses: ['El reino es como un grano de mostaza que se siembra en la tierra.'],
        },
      },
    ]);
    await ctx.services.search.settled();
    const english = await search({ q: 'mostaza', lang: 'en' });
    expect(group(english, 'gospel')!.results.map((r) => r.target)).toEqual([{ date: '2030-03-02' }]);
    expect(marks(group(english, 'gospel')!.results[0]!.snippet)).toEqual(['mostaza']);
    // The translated day is searched in English only.
    expect(group(await search({ q: 'perdonó', lang: 'en' }), 'gospel')).toBeUndefined();
  });

  it("follows another server's write within CACHE_CHECK_MS, answering from the old index meanwhile", async () => {
    const clock = manualClock();
    const other = serverOn(ctx, clock, 1000);
    const ask = async () =>
      (
        await other.request
          .get('/api/search')
          .query({ q: 'levadura', lang: 'es' })
          .set(bearer(ana))
          .expect(200)
      ).body as SearchResponse;
    expect((await ask()).groups).toEqual([]);
    await ctx.services.chapters.put(
      'main',
      1,
      3,
      JSON.stringify(chapterWith(3, 'Un poco de levadura fermenta toda la masa.')),
    );
    expect((await ask()).groups).toEqual([]); // no check due yet
    clock.advance(1000);
    // The check sees the new generation and starts a rebuild; this answer comes from the old index.
    expect((await ask()).groups).toEqual([]);
    await other.services.search.settled();
    expect(chapters(await ask())).toEqual(['1-3']);
  });
});
