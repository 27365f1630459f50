// Proves text holding half of a UTF-16 surrogate pair (JSON's "\ud800" escape) is refused with 422
// and a pointer wherever it arrives, JSON bodies and uploaded JSON files (alone or in a ZIP) alike,
// and nothing is stored. Before, such text was accepted and silently altered when stored (UTF-8
// cannot encode it: the databases kept U+FFFD or '?'). Whole pairs (emoji) are untouched.
import { problem } from '@camino/schemas/messages/render-problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tema, zipOf } from '../chapter-fixtures';
import { createTestContext, type TestContext } from '../test-context';
import { playlistFor, uploadFile } from '../upload-helpers';

const HIGH = '\ud83d'; // the first half of 😀
const LOW = '\ude00'; // the second half

describe('unpaired UTF-16 surrogates', () => {
  let ctx: TestContext;
  let admin: string;
  const userCount = async () => Number((await ctx.db('users').count({ n: '*' }).first())?.n);

  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    admin = (await ctx.admin()).token;
  });
  afterAll(() => ctx.close());

  const register = (first_name: string, last_name = 'García', email = 'someone@example.com') =>
    ctx.request.post('/api/register').send({ first_name, last_name, email, password: 'secret123' });

  it('refuses a JSON body with a lone half in a field with 422 and the pointer, creating nothing', async () => {
    const before = await userCount();
    const res = await register(`Ana${HIGH}`, `${LOW}García`).expect(422);
    expect(res.body).toMatchObject({ code: 'invalid_body' });
    expect(res.body.errors).toEqual([
      problem('/first_name', 'unpaired_surrogate'),
      problem('/last_name', 'unpaired_surrogate'),
    ]);
    expect(await userCount()).toBe(before);
  });

  it('stores a whole pair (an emoji) exactly as sent', async () => {
    await register(`Ana ${HIGH}${LOW}`, 'García', 'pair@example.com').expect(201);
    const row = await ctx.db('users').where({ email: 'pair@example.com' }).first('first_name');
    expect(row).toEqual({ first_name: 'Ana 😀' });
  });

  it('refuses an uploaded JSON file with a lone half with 422, storing nothing', async () => {
    const playlist = playlistFor(9);
    playlist.items[0]!.title = `9-1. Capítulo ${LOW}${HIGH}`;
    const res = await uploadFile(ctx, admin, '/admin/upload-playlist', {
      name: 'Vol_9.json',
      data: Buffer.from(JSON.stringify(playlist)),
    }).expect(422);
    expect(res.body.errors).toEqual([problem('/items/0/title', 'unpaired_surrogate')]);
    expect(await ctx.db('playlists').where({ volume_number: 9 }).first()).toBeUndefined();
  });

  it('refuses a file inside a ZIP with a lone half and stores the others', async () => {
    const res = await uploadFile(ctx, admin, '/admin/upload-temas?valid_only=1', {
      name: 'temas.zip',
      data: await zipOf([
        ['good.json', tema('Tema 😀 entero')],
        ['bad.json', tema(`Tema roto ${HIGH}`)],
      ]),
    }).expect(200);
    expect(res.body.failed_files).toEqual([
      { name: 'bad.json', errors: [problem('/title', 'unpaired_surrogate')] },
    ]);
    expect(await ctx.db('themes').where({ title: 'Tema 😀 entero' }).first('id')).toBeDefined();
    expect(await ctx.db('themes').where('title', 'like', 'Tema roto%').first('id')).toBeUndefined();
  });
});
