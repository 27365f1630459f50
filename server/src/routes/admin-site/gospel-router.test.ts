// Proves the admin gospel routes: the JSON upload (array or single entry, sanitized reflections,
// replacement by date, every refusal leaving the entries untouched), list, preview, delete and views.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/clock';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';
import { usualFields } from '../../services/publishing/dry-run';

// Noon local time: the demo week is 2026-11-19 … 2026-11-25 whatever the time zone.
const clock: Clock = { now: () => new Date(2026, 10, 22, 12, 0, 0) };

const entry = (date: string, extra: Record<string, unknown> = {}) => ({
  date,
  weekday: 'Martes',
  gospel: { heading: 'Lectura', reference: `Jn ${date}`, intro: 'En aquel tiempo,', verses: ['Dijo Jesús…'] },
  ...extra,
});

const CHOOSE = 'Por favor, selecciona un archivo JSON.';
const INVALID = 'Por favor selecciona un archivo JSON válido';

describe('admin gospel', () => {
  let ctx: TestContext;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true, clock });
    admin = (await ctx.admin('gospel-admin')).token;
    member = (await ctx.member()).token;
  });
  afterAll(() => ctx.close());

  const snapshot = async () => ({
    entries: await ctx.db('gospel_entries').orderBy('date').select('date', 'content_hash'),
    views: await ctx.db('gospel_views').orderBy('date').select('date', 'views'),
    audit: Number((await ctx.db('audit_log').count({ n: '*' }).first())!.n),
  });
  const upload = (body: string | Buffer, filename = 'evangelios.json', contentType = 'application/json') =>
    ctx.request
      .post('/api/admin/evangelios/upload')
      .set(bearer(admin))
      .attach('file', Buffer.isBuffer(body) ? body : Buffer.from(body), { filename, contentType });

  it.each([
    ['post', '/api/admin/evangelios/upload'],
    ['get', '/api/admin/evangelios'],
    ['get', '/api/admin/evangelios/2026-11-22'],
    ['delete', '/api/admin/evangelios?all=true'],
    ['get', '/api/admin/evangelio-views/2026-11-22'],
  ] as const)('%s %s refuses no token (401) and a member (403)', async (method, url) => {
    const before = await snapshot();
    await ctx.request[method](url).expect(401);
    await ctx.request[method](url).set(bearer(member)).expect(403);
    expect(await snapshot()).toEqual(before);
  });

  describe('upload', () => {
    it('stores an array of entries, replacing the same date, with sanitized reflections', async () => {
      const file = [
        entry('2026-11-22', {
          reflexion:
            '<p onclick="x()">Paz <script>alert(1)</script><a href="javascript:alert(1)">aquí</a></p>',
          en: {
            gospel: { reference: 'Jn 1', verses: ['Jesus said…'] },
            reflexion:
              '<p>Peace <img src=x onerror=alert(1)><a href="https://x.org">link</a></p><iframe src="https://evil.org"></iframe>',
          },
        }),
        entry('2027-01-05'),
      ];
      const res = await upload(JSON.stringify(file), 'enero.json').expect(200);
      expect(usualFields(res.body)).toEqual({
        message: '2 gospel entries uploaded',
        entries_count: 2,
        filename: 'enero.json',
        dates: ['2026-11-22', '2027-01-05'],
        // 'Jn 2026-11-22' names no passage: stored all the same, and reported.
        warnings_count: 2,
        warnings: [
          expect.objectContaining({
            file: 'enero.json',
            pointer: '/0/gospel/reference',
            text: 'Jn 2026-11-22',
          }),
          expect.objectContaining({
            file: 'enero.json',
            pointer: '/1/gospel/reference',
            text: 'Jn 2027-01-05',
          }),
        ],
      });
      const stored = (await ctx.request.get('/api/evangelio-del-dia?date=2026-11-22').expect(200)).body;
      expect(stored.gospel.reference).toBe('Jn 2026-11-22');
      expect(stored.reflexion).toBe('<p>Paz aquí</p>');
      expect(stored.en.reflexion).toBe(
        '<p>Peace <a href="https://x.org" target="_blank" rel="noopener noreferrer">link</a></p>',
      );
      await ctx.request.get('/api/evangelio-del-dia?date=2027-01-05').expect(200);
      const [audit] = (await ctx.services.audit.list(0, 1)).entries;
      expect(audit).toMatchObject({
        actor_name: 'gospel-admin',
        action: 'gospel.upload',
        target: 'enero.json',
        details: { entries_count: 2, dates: ['2026-11-22', '2027-01-05'] },
      });
    });

    it('accepts a single entry object, and a UTF-8 file that starts with a BOM', async () => {
      const res = await upload(JSON.stringify(entry('2027-01-06')), 'uno.json').expect(200);
      expect(res.body).toMatchObject({
        entries_count: 1,
        dates: ['2027-01-06'],
        message: '1 gospel entry uploaded',
      });
      const bom = Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from(JSON.stringify([entry('2027-01-07')])),
      ]);
      await upload(bom).expect(200);
      await ctx.request.get('/api/evangelio-del-dia?date=2027-01-07').expect(200);
    });

    it.each([
      [
        'no file',
        () => ctx.request.post('/api/admin/evangelios/upload').set(bearer(admin)).field('x', 'y'),
        CHOOSE,
      ],
      ['a .txt file', () => upload('[]', 'notes.txt', 'text/plain'), CHOOSE],
      ['an image type', () => upload('[]', 'x.json', 'image/png'), CHOOSE],
    ])('refuses %s with 400, changing nothing', async (_name, send, detail) => {
      const before = await snapshot();
      const res = await send().expect(400);
      expect(res.body).toMatchObject({ detail, code: 'bad_request' });
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a body that is not multipart', async () => {
      const res = await ctx.request
        .post('/api/admin/evangelios/upload')
        .set(bearer(admin))
        .send([entry('2027-02-01')])
        .expect(400);
      expect(res.body.detail).toBe('Send the file as multipart/form-data in the field "file"');
    });

    it.each([
      ['broken JSON', Buffer.from('[{"date": "2027-02-01",'), /^is not valid JSON: check line 1, column 24$/],
      ['bytes that are not UTF-8', Buffer.from([0x5b, 0x22, 0xff, 0xfe, 0x22, 0x5d]), /^is not UTF-8 text$/],
    ])('refuses %s with 400, changing nothing', async (_name, body, message) => {
      const before = await snapshot();
      const res = await upload(body).expect(400);
      expect(res.body).toEqual({
        detail: INVALID,
        code: 'bad_request',
        errors: [expect.objectContaining({ pointer: '/file', message: expect.stringMatching(message) })],
      });
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      [
        'an empty array',
        [],
        [expect.objectContaining({ pointer: '', message: 'must have at least one item' })],
      ],
      [
        'a repeated date',
        [entry('2027-03-01'), entry('2027-03-02'), entry('2027-03-01')],
        [expect.objectContaining({ pointer: '/2/date', message: 'repeats the date 2027-03-01 of entry 0' })],
      ],
      [
        'bad fields in the second entry',
        [entry('2027-03-01'), { date: '2027-02-30', gospel: { reference: '', verses: 'x' }, url: 'ftp://x' }],
        [
          expect.objectContaining({ pointer: '/1/date', message: 'must be a date in the form YYYY-MM-DD' }),
          expect.objectContaining({ pointer: '/1/gospel/reference', message: 'must not be empty' }),
          expect.objectContaining({ pointer: '/1/gospel/verses', message: 'must be an array' }),
          expect.objectContaining({ pointer: '/1/url', message: 'must start with http:// or https://' }),
        ],
      ],
      [
        'a single entry without its gospel',
        { date: '2027-03-01', reflexion: 1 },
        [
          expect.objectContaining({ pointer: '/gospel', message: 'is required' }),
          expect.objectContaining({ pointer: '/reflexion', message: 'must be a string' }),
        ],
      ],
      [
        'a JSON text that is no entry',
        'hola',
        [expect.objectContaining({ pointer: '', message: 'must be an array' })],
      ],
    ])('refuses %s with 422 and pointers, changing nothing', async (_name, data, errors) => {
      const before = await snapshot();
      const res = await upload(JSON.stringify(data)).expect(422);
      expect(res.body).toEqual({ detail: 'The gospel file is not valid', code: 'invalid_body', errors });
      expect(await snapshot()).toEqual(before);
    });

    it('names the refused file in Spanish words for a Spanish admin', async () => {
      const res = await upload(JSON.stringify('hola')).set('Accept-Language', 'es').expect(422);
      expect(res.body.detail).toBe('El archivo del Evangelio no es válido');
    });
  });

  it('lists every entry newest first with its view count', async () => {
    // Views count once per client and date: a visitor twice and a member make two.
    await ctx.request.post('/api/evangelio-views/increment?date=2026-11-21').expect(204);
    await ctx.request.post('/api/evangelio-views/increment?date=2026-11-21').expect(204);
    const { token } = await ctx.member();
    await ctx.request.post('/api/evangelio-views/increment?date=2026-11-21').set(bearer(token)).expect(204);
    const res = await ctx.request.get('/api/admin/evangelios').set(bearer(admin)).expect(200);
    const dates = res.body.evangelios.map((e: { date: string }) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates).toContain('2026-11-19');
    const day = res.body.evangelios.find((e: { date: string }) => e.date === '2026-11-21');
    expect(day).toEqual({
      date: '2026-11-21',
      weekday: 'Sábado',
      reference: expect.any(String),
      heading: expect.any(String),
      views: 2,
    });
    expect(res.body.evangelios.find((e: { date: string }) => e.date === '2026-11-20').views).toBe(0);
  });

  it('previews one entry in full, 404 for a date without one, 400 for a bad date', async () => {
    const res = await ctx.request.get('/api/admin/evangelios/2026-11-21').set(bearer(admin)).expect(200);
    expect(res.body).toEqual(await ctx.services.gospel.getByDate('2026-11-21'));
    expect(res.body.en.weekday).toBe('Saturday');
    const missing = await ctx.request.get('/api/admin/evangelios/2030-01-01').set(bearer(admin)).expect(404);
    expect(missing.body).toEqual({ detail: 'The gospel for 2030-01-01 is not available', code: 'not_found' });
    const bad = await ctx.request.get('/api/admin/evangelios/2026-02-30').set(bearer(admin)).expect(400);
    expect(bad.body.errors).toEqual([
      expect.objectContaining({ pointer: '/date', message: 'must be a date written YYYY-MM-DD' }),
    ]);
  });

  it('reports the view count of a date (0 when never viewed), 400 for a bad date', async () => {
    await ctx.request
      .get('/api/admin/evangelio-views/2026-11-21')
      .set(bearer(admin))
      .expect(200, { date: '2026-11-21', count: 2 });
    await ctx.request
      .get('/api/admin/evangelio-views/2031-05-05')
      .set(bearer(admin))
      .expect(200, { date: '2031-05-05', count: 0 });
    const bad = await ctx.request.get('/api/admin/evangelio-views/hoy').set(bearer(admin)).expect(400);
    expect(bad.body.errors).toEqual([
      expect.objectContaining({ pointer: '/date', message: 'must be a date written YYYY-MM-DD' }),
    ]);
  });

  describe('delete', () => {
    const del = (query = '') => ctx.request.delete(`/api/admin/evangelios${query}`).set(bearer(admin));

    it.each([
      [
        'a bare DELETE',
        () => del(),
        'Name the dates to delete in the body ({"dates": [...]}), or send ?all=true',
        [expect.objectContaining({ pointer: '/dates', message: 'is required' })],
      ],
      [
        'an empty body',
        () => del().send({}),
        'Name the dates to delete in the body ({"dates": [...]}), or send ?all=true',
        [expect.objectContaining({ pointer: '/dates', message: 'is required' })],
      ],
      [
        '?all=false',
        () => del('?all=false'),
        'all must be "true"',
        [expect.objectContaining({ pointer: '/all', message: 'must be "true"' })],
      ],
      [
        '?all=true with dates',
        () => del('?all=true').send({ dates: ['2026-11-21'] }),
        'Send either ?all=true or a body with dates, not both',
        undefined,
      ],
    ])('refuses %s with 400, deleting nothing', async (_name, send, detail, errors) => {
      const before = await snapshot();
      const res = await send().expect(400);
      expect(res.body).toEqual({ detail, code: 'bad_request', ...(errors ? { errors } : {}) });
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      [
        { dates: [] },
        [expect.objectContaining({ pointer: '/dates', message: 'must have at least one item' })],
      ],
      [
        { dates: ['2026-11-21', '21/11/2026', 5] },
        [
          expect.objectContaining({ pointer: '/dates/1', message: 'must be a date in the form YYYY-MM-DD' }),
          expect.objectContaining({ pointer: '/dates/2', message: 'must be a string' }),
        ],
      ],
      [
        { dates: '2026-11-21' },
        [expect.objectContaining({ pointer: '/dates', message: 'must be an array' })],
      ],
    ])('refuses %j with 422 and pointers, deleting nothing', async (body, errors) => {
      const before = await snapshot();
      const res = await del().send(body).expect(422);
      expect(res.body).toEqual({ detail: 'The request body is not valid', code: 'invalid_body', errors });
      expect(await snapshot()).toEqual(before);
    });

    it('deletes the named dates with their view counts; unknown dates count as not deleted', async () => {
      const res = await del()
        .send({ dates: ['2026-11-21', '2026-11-20', '2026-11-20', '2031-01-01'] })
        .expect(200);
      expect(usualFields(res.body)).toEqual({ message: '2 of 3 dates deleted', deleted: 2 });
      await ctx.request.get('/api/evangelio-del-dia?date=2026-11-21').expect(404);
      await ctx.request.get('/api/evangelio-del-dia?date=2026-11-22').expect(200);
      expect(await ctx.db('gospel_views').where({ date: '2026-11-21' })).toEqual([]);
      const [audit] = (await ctx.services.audit.list(0, 1)).entries;
      expect(audit).toMatchObject({
        action: 'gospel.delete',
        target: 'dates',
        details: { dates: ['2026-11-21', '2026-11-20', '2031-01-01'], deleted: 2 },
      });
    });

    it('deletes everything only with ?all=true', async () => {
      const left = (await snapshot()).entries.length;
      expect(left).toBeGreaterThan(0);
      const res = await del('?all=true').expect(200);
      expect(usualFields(res.body)).toEqual({ message: `All ${left} gospel entries deleted`, deleted: left });
      expect(await ctx.db('gospel_entries')).toEqual([]);
      expect(await ctx.db('gospel_views')).toEqual([]);
      await ctx.request.get('/api/admin/evangelios').set(bearer(admin)).expect(200, { evangelios: [] });
    });
  });
});
