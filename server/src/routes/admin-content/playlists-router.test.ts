// Proves the admin playlist list, upload (JSON only, validated, replaces the volume's playlist in
// one go) and delete, and what the database holds after each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';
import { lastAudit, playlistFor, uploadFile } from '../../test/upload-helpers';

const JSON_MESSAGE = 'Por favor selecciona un archivo JSON válido';

describe('admin playlists', () => {
  let ctx: TestContext;
  let token: string;
  let username: string;
  const send = (name: string, data: Buffer | object, contentType?: string) =>
    uploadFile(ctx, token, '/admin/upload-playlist', {
      name,
      data: Buffer.isBuffer(data) ? data : Buffer.from(JSON.stringify(data)),
      contentType,
    });
  const videosOf = async (volume: number) =>
    (await ctx.db('videos').where({ volume_number: volume }).orderBy('position')).map(
      (v) => v.video_id as string,
    );

  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    ({ token, username } = await ctx.admin());
  });
  afterAll(() => ctx.close());

  it('lists the playlists by volume with their video counts', async () => {
    const res = await ctx.request.get('/api/admin/playlists').set(bearer(token)).expect(200);
    expect(res.body.playlists.map((p: { volume_number: number }) => p.volume_number)).toEqual([1, 2, 3]);
    const stored = await ctx.db('playlists').where({ volume_number: 1 }).first();
    expect(res.body.playlists[0]).toEqual({
      volume_number: 1,
      playlist_title: stored.playlist_title,
      videos_count: (await videosOf(1)).length,
      created_at: stored.created_at,
      updated_at: stored.updated_at,
    });
    expect(res.body.playlists[0].videos_count).toBeGreaterThan(0);
  });

  it('uploads a new volume playlist and stores every video in order', async () => {
    const res = await send('Vol_5.json', playlistFor(5, 4)).expect(200);
    expect(res.body).toEqual({
      message: 'Playlist of volume 5 saved with 4 videos',
      volume_number: 5,
      videos_count: 4,
      impact: {
        volume_number: 5,
        moved: { notes: 0, marks: 0, positions: 0, members: 0 },
        unpublished: { notes: 0, marks: 0, positions: 0, members: 0 },
      },
      changes: [
        expect.objectContaining({ kind: 'playlist', key: '5', status: 'new', fields: expect.any(Array) }),
      ],
      revision: expect.any(Number),
    });
    expect(await videosOf(5)).toEqual(['v5x1', 'v5x2', 'v5x3', 'v5x4']);
    const playlist = await ctx.db('playlists').where({ volume_number: 5 }).first();
    expect(playlist).toMatchObject({ playlist_id: 'PLtest5', playlist_title: 'Camino - Volumen 5: Prueba' });
    expect(await lastAudit(ctx.db)).toEqual([
      {
        actor_name: username,
        action: 'playlist.upload',
        target: 'volume 5',
        details: {
          videos: 4,
          title: 'Camino - Volumen 5: Prueba',
          moved: { notes: 0, marks: 0, positions: 0, members: 0 },
          unpublished: { notes: 0, marks: 0, positions: 0, members: 0 },
        },
      },
    ]);
    const list = await ctx.request.get('/api/admin/playlists').set(bearer(token)).expect(200);
    expect(
      list.body.playlists.find((p: { volume_number: number }) => p.volume_number === 5).videos_count,
    ).toBe(4);
  });

  it('replaces an existing playlist whole, keeping its creation date; the list shows the new upload time', async () => {
    const before = await ctx.db('playlists').where({ volume_number: 1 }).first();
    await send('anything.json', playlistFor(1, 2, 'Nuevo título Volumen 1')).expect(200);
    expect(await videosOf(1)).toEqual(['v1x1', 'v1x2']);
    const after = await ctx.db('playlists').where({ volume_number: 1 }).first();
    expect(after).toMatchObject({ playlist_title: 'Nuevo título Volumen 1', created_at: before.created_at });
    expect(after.updated_at > before.updated_at).toBe(true);
    const list = (await ctx.request.get('/api/admin/playlists').set(bearer(token)).expect(200)).body;
    expect(list.playlists[0]).toMatchObject({ created_at: before.created_at, updated_at: after.updated_at });
  });

  it('refuses a file that is not JSON by name or type, changing nothing', async () => {
    for (const [name, type] of [
      ['playlist.txt', 'text/plain'],
      ['playlist.json', 'text/plain'],
      ['playlist.zip', 'application/zip'],
    ] as const) {
      const res = await send(name, playlistFor(6), type).expect(400);
      expect(res.body).toEqual({
        detail: JSON_MESSAGE,
        code: 'bad_request',
        errors: [expect.objectContaining({ pointer: '/file', message: 'has the wrong type' })],
      });
    }
    expect(await videosOf(6)).toEqual([]);
  });

  it('refuses text that is not JSON with 400, naming the line and column in the admin language', async () => {
    const res = await send('Vol_6.json', Buffer.from('{\n  "playlistId": "x",\n  oops\n}')).expect(400);
    expect(res.body.detail).toBe(JSON_MESSAGE);
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        pointer: '',
        code: 'json_syntax',
        params: { line: 3, column: 3 },
        message: 'is not valid JSON: check line 3, column 3',
      }),
    ]);
    const spanish = await send('Vol_6.json', Buffer.from('{"playlistId": "x",')).set('Accept-Language', 'es');
    expect(spanish.body.errors[0].message).toBe('no es JSON válido: revisa la línea 1, columna 20');
  });

  it('refuses a schema-invalid playlist with 422 and every problem', async () => {
    const bad = playlistFor(6);
    const invalid = {
      ...bad,
      playlistTitle: 'Sin volumen',
      items: [{ ...bad.items[0], videoId: undefined }],
    };
    const res = await send('Vol_6.json', invalid).expect(422);
    expect(res.body).toEqual({
      detail: 'The playlist file is not valid',
      code: 'invalid_body',
      errors: [
        expect.objectContaining({
          pointer: '/playlistTitle',
          message: "must contain 'Volumen X' (or 'Volume X') with X from 1 to 36",
        }),
        expect.objectContaining({ pointer: '/items/0/videoId', message: 'is required' }),
      ],
    });
    expect(await ctx.db('playlists').where({ volume_number: 6 }).first()).toBeUndefined();
  });

  it('refuses a JSON file over 2 MB with 413', async () => {
    const huge = { ...playlistFor(6), description: 'x'.repeat(2 * 1024 * 1024) };
    const res = await send('Vol_6.json', huge).expect(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it('refuses a request without the file', async () => {
    const res = await ctx.request
      .post('/api/admin/upload-playlist')
      .set(bearer(token))
      .field('note', 'no file')
      .expect(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ pointer: '/file', message: 'is required' })]);
  });

  it('deletes a playlist and its videos, then answers 404', async () => {
    await send('Vol_7.json', playlistFor(7, 3)).expect(200);
    const res = await ctx.request.delete('/api/admin/playlists/7').set(bearer(token)).expect(200);
    expect(res.body).toEqual({
      message: 'Playlist of volume 7 deleted',
      // No member has data in volume 7: nothing is left with chapters no playlist has.
      impact: {
        volume_number: 7,
        moved: { notes: 0, marks: 0, positions: 0, members: 0 },
        unpublished: { notes: 0, marks: 0, positions: 0, members: 0 },
      },
      changes: [{ kind: 'playlist', key: '7', status: 'removed' }],
      revision: expect.any(Number),
    });
    expect(await videosOf(7)).toEqual([]);
    expect(await ctx.db('playlists').where({ volume_number: 7 }).first()).toBeUndefined();
    expect((await lastAudit(ctx.db))[0]).toMatchObject({ action: 'playlist.delete', target: 'volume 7' });
    const again = await ctx.request.delete('/api/admin/playlists/7').set(bearer(token)).expect(404);
    expect(again.body).toEqual({ detail: 'Volume 7 has no playlist', code: 'not_found' });
  });

  it('answers 400 for a volume out of range', async () => {
    await ctx.request.delete('/api/admin/playlists/37').set(bearer(token)).expect(400);
  });
});
