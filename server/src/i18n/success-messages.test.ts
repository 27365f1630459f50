// Proves real success answers (accounts, notes, About, email validation, playlists, users) follow
// Accept-Language on this run's database, each route's text being a catalogue message
// (schemas/src/messages) written in the language asked for, and that the problems inside an
// upload's answer follow it too.
import { en } from '@camino/schemas/messages/en';
import { es } from '@camino/schemas/messages/es';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../test/test-context';
import { playlistFor, uploadFile } from '../test/upload-helpers';
import { localizeAnswer } from './localize-answer';
import { problem } from '@camino/schemas/messages/render-problem';

/**
 * The catalogue key whose template, values aside, `text` was written from; undefined if none.
 * Of several that match ("… {{volume}} deleted" matches "… 4 would be deleted"), the one with the
 * most fixed text.
 */
function keyOf(text: string, catalogue: Readonly<Record<string, string>>): string | undefined {
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const fixedParts = (key: string) => catalogue[key]!.split(/\{\{\w+\}\}/);
  return Object.keys(catalogue)
    .filter((key) => new RegExp(`^${fixedParts(key).map(escape).join('[\\s\\S]+?')}$`, 'u').test(text))
    .sort((a, b) => fixedParts(b).join('').length - fixedParts(a).join('').length)[0];
}

describe('localizeAnswer', () => {
  it('localizes reference warnings and failed files by code; other fields and uncoded texts stay', () => {
    const warning = {
      file: '1-1.json',
      ...problem('/new_testament/0', 'unreadable_reference', { text: 'Mat 99' }),
      text: 'Mat 99',
    };
    const repeated = problem('', 'chapter_repeated', {
      volume: 1,
      index: 2,
      count: 2,
      names: 'a/1-2.json, b/1-2.json',
    });
    const failed = {
      name: '1-2.json',
      errors: [repeated, problem('/title', 'required'), { pointer: '/x', message: 'written by nobody' }],
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
      'written by nobody',
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

  /** The same call in English and in Spanish: one catalogue message written in each language. */
  async function bothLanguages(call: (lang: string) => Promise<Response>) {
    const english = (await call('en-US')).body.message as string;
    const spanish = (await call('es-ES,es;q=0.9')).body.message as string;
    const key = keyOf(english, en);
    expect(key, `"${english}" is not an English catalogue message`).toBeDefined();
    // The same message, written in Spanish (values may differ: a new account per language).
    expect(keyOf(spanish, es), `"${spanish}"`).toBe(key);
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
