// Proves every success text is written in English and Spanish with the same values, and that real
// answers (accounts, notes, About, email validation, playlists, users) follow Accept-Language on
// this run's database, each route's text being one the catalogue knows.
import { MESSAGE_LANGUAGES, recognise, renderTemplate } from '@camino/schemas/message-templates';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../test/test-context';
import { playlistFor, uploadFile } from '../test/upload-helpers';
import { localizeAnswer } from './localize-answer';
import { SUCCESS_MESSAGES } from './success-messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the success catalogue', () => {
  it.each(Object.entries(SUCCESS_MESSAGES))(
    '%s is written in both languages with the same values',
    (key, entry) => {
      for (const lang of MESSAGE_LANGUAGES) expect(entry[lang].trim(), `${key} in ${lang}`).not.toBe('');
      expect(entry.es, `${key} has no Spanish of its own`).not.toBe(entry.en);
      expect(placeholders(entry.es)).toEqual(placeholders(entry.en));
      const params = Object.fromEntries(
        placeholders(entry.en).map((n, i) => [n, n === 'volume' || n === 'index' ? 3 + i : `v${i}`]),
      );
      const english = renderTemplate(entry.en, params);
      const spanish = renderTemplate(entry.es, params);
      expect(recognise(SUCCESS_MESSAGES, english)?.key, `${key} is read back as another entry`).toBe(key);
      expect(localizeAnswer({ message: english }, 'es')).toEqual({ message: spanish });
      expect(localizeAnswer({ message: spanish }, 'en')).toEqual({ message: english });
    },
  );

  it('localizes reference warnings and failed files; other fields and unknown texts stay', () => {
    const warning = {
      file: '1-1.json',
      pointer: '/new_testament/0',
      text: 'Mat 99',
      message:
        "'Mat 99' is not a Bible reference Camino can read (e.g. 'Mateo 7,13-14' or 'Matthew 7:13-14'); it is kept, but no passage links to it",
    };
    const failed = {
      name: '1-2.json',
      errors: [
        {
          pointer: '',
          message: 'chapter 1-2 appears 2 times in the ZIP (a/1-2.json, b/1-2.json); none was stored',
        },
        { pointer: '/title', message: 'is required' },
      ],
    };
    const answer = localizeAnswer(
      { message: 'Something new', warnings: [warning], failed_files: [failed], volume_number: 1 },
      'es',
    );
    expect(answer.message).toBe('Something new');
    expect(answer.volume_number).toBe(1);
    expect(answer.warnings[0]).toEqual({
      ...warning,
      message: expect.stringMatching(/^'Mat 99' no es una referencia/),
    });
    expect(answer.failed_files[0]!.errors.map((e) => e.message)).toEqual([
      'el capítulo 1-2 aparece 2 veces en el ZIP (a/1-2.json, b/1-2.json); no se guardó ninguno',
      'es obligatorio',
    ]);
  });
});

describe('success answers follow Accept-Language', () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    admin = (await ctx.admin()).token;
  });
  afterAll(() => ctx.close());

  /** The same call in English and in Spanish: a catalogued English text and its Spanish entry. */
  async function bothLanguages(call: (lang: string) => Promise<Response>) {
    const english = (await call('en-US')).body.message as string;
    const spanish = (await call('es-ES,es;q=0.9')).body.message as string;
    const found = recognise(SUCCESS_MESSAGES, english);
    expect(found, `"${english}" is not in the success catalogue`).toBeDefined();
    expect(found!.from).toBe('en');
    // The same entry, written in Spanish (values may differ: a new account per language).
    expect(recognise(SUCCESS_MESSAGES, spanish), `"${spanish}"`).toMatchObject({
      key: found!.key,
      from: 'es',
    });
    return { english, spanish };
  }

  it('accounts and notes', async () => {
    let n = 0;
    const { spanish } = await bothLanguages((lang) =>
      ctx.request
        .post('/api/register')
        .set('Accept-Language', lang)
        .send({
          first_name: 'Ana',
          last_name: 'Ruiz',
          email: `lang${++n}@example.com`,
          password: 'pass-word-1',
        })
        .expect(201),
    );
    expect(spanish).toMatch(/^Cuenta creada\./);
    await bothLanguages((lang) =>
      ctx.request
        .post('/api/forgot-password')
        .set('Accept-Language', lang)
        .send({ email: 'x@example.com' })
        .expect(200),
    );
    const { token } = await ctx.member();
    const note = await bothLanguages((lang) =>
      ctx.request
        .post('/api/notes/save?volume=1&index=1')
        .set(bearer(token))
        .set('Accept-Language', lang)
        .send({ note_text: `in ${lang}` })
        .expect(200),
    );
    expect(note).toEqual({ english: 'Note saved', spanish: 'Nota guardada' });
    // Without Accept-Language, the text is the route's own (scripts see what they always saw).
    const plain = await ctx.request
      .post('/api/notes/save?volume=1&index=1')
      .set(bearer(token))
      .send({ note_text: 'plain' })
      .expect(200);
    expect(plain.body.message).toBe('Note saved');
  });

  it('admin answers: About, email validation, playlists, users', async () => {
    const about = await bothLanguages((lang) =>
      ctx.request
        .post('/api/admin/about')
        .set(bearer(admin))
        .set('Accept-Language', lang)
        .send({ content: '# Acerca de' })
        .expect(200),
    );
    expect(about).toEqual({
      english: 'Content saved successfully',
      spanish: 'Contenido guardado exitosamente',
    });
    for (const enabled of [true, false]) {
      await bothLanguages((lang) =>
        ctx.request
          .post('/api/admin/toggle-email-validation')
          .set(bearer(admin))
          .set('Accept-Language', lang)
          .send({ enabled })
          .expect(200),
      );
    }
    const data = Buffer.from(JSON.stringify(playlistFor(4)));
    const playlist = await bothLanguages((lang) =>
      uploadFile(ctx, admin, '/admin/upload-playlist', { name: 'Vol_4.json', data })
        .set('Accept-Language', lang)
        .expect(200),
    );
    expect(playlist.spanish).toMatch(/^Lista de reproducción del volumen 4 guardada con \d+ vídeos?$/);
    await bothLanguages((lang) =>
      ctx.request
        .delete('/api/admin/playlists/4?dry_run=1')
        .set(bearer(admin))
        .set('Accept-Language', lang)
        .expect(200),
    );
    const { user } = await ctx.member();
    await bothLanguages((lang) =>
      ctx.request
        .put(`/api/admin/user/${user.id}/role`)
        .set(bearer(admin))
        .set('Accept-Language', lang)
        .send({ role: 'user' })
        .expect(200),
    );
    await bothLanguages(async (lang) =>
      ctx.request
        .delete(`/api/admin/user/${(await ctx.member()).user.id}`)
        .set(bearer(admin))
        .set('Accept-Language', lang)
        .expect(200),
    );
  });
});
