// Proves the admin About routes: saving the Markdown (blank and oversized refused), and the .md
// upload that only reads the file back (UTF-8 only, BOM stripped, never saved).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';
import { usualFields } from '../../services/publishing/dry-run';

const CHOOSE_MD = 'Por favor, selecciona un archivo .md';

describe('admin about', () => {
  let ctx: TestContext;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    admin = (await ctx.admin('about-admin')).token;
    member = (await ctx.member()).token;
  });
  afterAll(() => ctx.close());

  const stored = async () => (await ctx.services.settings.get('about')).content;
  const upload = (body: string | Buffer, filename = 'about.md', contentType = 'text/markdown') =>
    ctx.request
      .post('/api/admin/about/upload')
      .set(bearer(admin))
      .attach('file', Buffer.isBuffer(body) ? body : Buffer.from(body), { filename, contentType });

  it.each(['/api/admin/about', '/api/admin/about/upload'])(
    'POST %s refuses no token (401) and a member (403)',
    async (url) => {
      const before = await stored();
      await ctx.request.post(url).send({ content: 'x' }).expect(401);
      await ctx.request.post(url).set(bearer(member)).send({ content: 'x' }).expect(403);
      expect(await stored()).toBe(before);
    },
  );

  it('saves the Markdown as written, and the public page serves it', async () => {
    const content = '# Acerca de\n\nCamino es un **lector** devocional. 🙏\n\n<script>stays text</script>';
    const res = await ctx.request.post('/api/admin/about').set(bearer(admin)).send({ content }).expect(200);
    expect(usualFields(res.body)).toEqual({ message: 'Contenido guardado exitosamente', content });
    await ctx.request.get('/api/about?lang=es').expect(200, { content, lang: 'es', fallback: false });
    const [entry] = (await ctx.services.audit.list(0, 1)).entries;
    expect(entry).toMatchObject({
      actor_name: 'about-admin',
      action: 'about.update',
      target: 'about',
      details: { characters: [...content].length },
    });
  });

  it.each([
    [
      'empty',
      { content: '' },
      [expect.objectContaining({ pointer: '/content', message: 'must not be blank' })],
    ],
    [
      'whitespace only',
      { content: ' \n\t ' },
      [expect.objectContaining({ pointer: '/content', message: 'must not be blank' })],
    ],
    ['missing', {}, [expect.objectContaining({ pointer: '/content', message: 'is required' })]],
    [
      'not a string',
      { content: 5 },
      [expect.objectContaining({ pointer: '/content', message: 'must be a string' })],
    ],
    [
      'over 100000 characters',
      { content: 'a'.repeat(100_001) },
      [expect.objectContaining({ pointer: '/content', message: 'must be at most 100000 characters long' })],
    ],
  ])('refuses %s content with 422, changing nothing', async (_name, body, errors) => {
    const before = await stored();
    const res = await ctx.request.post('/api/admin/about').set(bearer(admin)).send(body).expect(422);
    expect(res.body).toEqual({ detail: 'The request body is not valid', code: 'invalid_body', errors });
    expect(await stored()).toBe(before);
  });

  it('accepts exactly 100000 characters', async () => {
    const content = 'ñ'.repeat(100_000);
    await ctx.request.post('/api/admin/about').set(bearer(admin)).send({ content }).expect(200);
    expect(await stored()).toBe(content);
  });

  describe('upload', () => {
    it('returns the file’s text and name without saving it', async () => {
      const before = await stored();
      const text = '# Nuevo\n\nTexto con acentos: áéíóú ñ — y emoji 🌿\n';
      const res = await upload(text, 'acerca.md').expect(200);
      expect(res.body).toEqual({ content: text, filename: 'acerca.md' });
      expect(await stored()).toBe(before);
    });

    it('strips a byte-order mark and accepts text/plain and octet-stream', async () => {
      const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('# Hola')]);
      await upload(bom).expect(200, { content: '# Hola', filename: 'about.md' });
      await upload('x', 'a.MD', 'text/plain').expect(200);
      await upload('x', 'a.md', 'application/octet-stream').expect(200);
    });

    it.each([
      [
        'no file',
        () => ctx.request.post('/api/admin/about/upload').set(bearer(admin)).field('x', 'y'),
        CHOOSE_MD,
        undefined,
      ],
      ['a .txt file', () => upload('# x', 'about.txt', 'text/plain'), CHOOSE_MD, undefined],
      ['a .md name with an HTML type', () => upload('# x', 'about.md', 'text/html'), CHOOSE_MD, undefined],
      [
        'bytes that are not UTF-8',
        () => upload(Buffer.from([0x23, 0x20, 0xe1, 0x6c, 0x6d, 0x61])), // "# álma" in Latin-1
        'El archivo no es texto UTF-8 válido',
        [expect.objectContaining({ pointer: '/file', message: 'is not UTF-8 text' })],
      ],
      [
        'a cut multi-byte character',
        () => upload(Buffer.from([0x61, 0xf0, 0x9f, 0x8c])),
        'El archivo no es texto UTF-8 válido',
        [expect.objectContaining({ pointer: '/file', message: 'is not UTF-8 text' })],
      ],
      [
        'an empty file',
        () => upload(''),
        'El archivo está vacío',
        [expect.objectContaining({ pointer: '/file', message: 'must not be empty' })],
      ],
      [
        'a file of only a BOM and spaces',
        () => upload(Buffer.from([0xef, 0xbb, 0xbf, 0x20, 0x0a])),
        'El archivo está vacío',
        [expect.objectContaining({ pointer: '/file', message: 'must not be empty' })],
      ],
      [
        'a file over 100000 characters',
        () => upload('a'.repeat(100_001)),
        'El archivo es demasiado largo',
        [expect.objectContaining({ pointer: '/file', message: 'must be at most 100000 characters long' })],
      ],
    ])('refuses %s with 400, changing nothing', async (_name, send, detail, errors) => {
      const before = await stored();
      const res = await send().expect(400);
      expect(res.body).toMatchObject({ detail, code: 'bad_request', ...(errors ? { errors } : {}) });
      expect(await stored()).toBe(before);
    });

    it('refuses a file over the size cap with 413', async () => {
      const res = await upload('a'.repeat(1024 * 1024 + 1)).expect(413);
      expect(res.body).toEqual({ detail: 'The file is larger than 1 MB', code: 'payload_too_large' });
    });
  });
});
