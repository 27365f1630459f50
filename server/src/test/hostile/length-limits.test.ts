// Proves every column a request or a file writes takes a value of exactly its size and refuses one
// character more with 422 and a pointer, with the same answers on SQLite and MySQL (before, MySQL
// answered 500 where SQLite stored the value). Values are made of emoji, so the schemas' count
// (code points) and MySQL's (utf8mb4 characters) are shown to be the same measure. Text the server
// records about a change (the audit row) is cut to fit, never refused.
import { problem } from '@camino/schemas/messages/render-problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRUNCATION_MARKER } from '../../services/audit-service';
import { tema, zipOf } from '../chapter-fixtures';
import { bearer, createTestContext, type TestContext } from '../test-context';
import { lastAudit, playlistFor, uploadFile } from '../upload-helpers';

/** `n` characters, each an astral emoji (two UTF-16 units, four UTF-8 bytes). */
const emoji = (n: number) => '😀'.repeat(n);
/** `prefix` padded with emoji to `n` characters. */
const padded = (prefix: string, n: number) => prefix + emoji(n - Array.from(prefix).length);

/** An email of exactly `n` characters (the format allows labels of up to 63). */
function emailOf(n: number): string {
  const local = 'a'.repeat(64);
  let domain = '';
  let remaining = n - local.length - 1 - '.com'.length;
  while (remaining > 0) {
    const label = Math.min(63, remaining - (domain ? 1 : 0));
    domain += (domain ? '.' : '') + 'b'.repeat(label);
    remaining = n - local.length - 1 - '.com'.length - domain.length;
  }
  return `${local}@${domain}.com`;
}

describe('every column at its size and one over', () => {
  let ctx: TestContext;
  let admin: string;

  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    admin = (await ctx.admin()).token;
  });
  afterAll(() => ctx.close());

  describe('a playlist file', () => {
    const VOLUME = 7;
    const atLimit = () => {
      const base = playlistFor(VOLUME, 1);
      return {
        playlistId: emoji(200),
        playlistTitle: padded(`Volumen ${VOLUME} `, 500),
        description: emoji(5000),
        items: [
          {
            title: padded(`${VOLUME}-1. `, 500),
            videoId: 'v'.repeat(64),
            url: padded(base.items[0]!.url, 500),
            channelTitle: emoji(200),
            thumbnail: padded(base.items[0]!.thumbnail, 1000),
          },
        ],
      };
    };
    const send = (playlist: object) =>
      uploadFile(ctx, admin, '/admin/upload-playlist', {
        name: `Vol_${VOLUME}.json`,
        data: Buffer.from(JSON.stringify(playlist)),
      });

    it('stores every field at its column size as sent', async () => {
      const playlist = atLimit();
      await send(playlist).expect(200);
      const stored = await ctx.db('playlists').where({ volume_number: VOLUME }).first();
      expect(stored).toMatchObject({
        playlist_id: playlist.playlistId,
        playlist_title: playlist.playlistTitle,
        description: playlist.description,
      });
      const video = await ctx.db('videos').where({ volume_number: VOLUME }).first();
      const item = playlist.items[0]!;
      expect(video).toMatchObject({
        title: item.title,
        video_id: item.videoId,
        url: item.url,
        channel_title: item.channelTitle,
        thumbnail: item.thumbnail,
      });
    });

    const overs: Array<[pointer: string, change: (p: ReturnType<typeof atLimit>) => void, limit: number]> = [
      ['/playlistId', (p) => (p.playlistId += '😀'), 200],
      ['/playlistTitle', (p) => (p.playlistTitle += '😀'), 500],
      ['/description', (p) => (p.description += '😀'), 5000],
      ['/items/0/title', (p) => (p.items[0]!.title += '😀'), 500],
      ['/items/0/videoId', (p) => (p.items[0]!.videoId += 'v'), 64],
      ['/items/0/url', (p) => (p.items[0]!.url += '😀'), 500],
      ['/items/0/channelTitle', (p) => (p.items[0]!.channelTitle += '😀'), 200],
      ['/items/0/thumbnail', (p) => (p.items[0]!.thumbnail += '😀'), 1000],
    ];
    it.each(overs)(
      'refuses %s one character over its column with 422, storing nothing',
      async (pointer, change, limit) => {
        const before = await ctx.db('videos').where({ volume_number: VOLUME }).select('title');
        const playlist = atLimit();
        change(playlist);
        const res = await send(playlist).expect(422);
        expect(res.body).toEqual({
          detail: 'The playlist file is not valid',
          code: 'invalid_body',
          errors: [problem(pointer, 'max_length', { limit })],
        });
        expect(await ctx.db('videos').where({ volume_number: VOLUME }).select('title')).toEqual(before);
      },
    );

    it('lets a member mark the 64-character video and refuses a 65-character id with 422', async () => {
      const { token } = await ctx.member();
      const watch = (video_id: string) =>
        ctx.request.post('/api/videos/watch').set(bearer(token)).send({ video_id, volume_number: VOLUME });
      await watch('v'.repeat(64)).expect(200, { watched: true });
      const res = await watch('v'.repeat(65)).expect(422);
      expect(res.body.errors).toEqual([
        expect.objectContaining({ pointer: '/video_id', message: 'must be at most 64 characters long' }),
      ]);
    });
  });

  describe('accounts', () => {
    const register = (fields: Record<string, string>) =>
      ctx.request.post('/api/register').send({
        first_name: 'Ana',
        last_name: 'García',
        email: `reg-${Math.random().toString(36).slice(2)}@example.com`,
        password: 'secret123',
        ...fields,
      });

    it('registers names of 100 characters and an email of 254, and signs in with that email', async () => {
      const email = emailOf(254);
      expect(email).toHaveLength(254);
      await register({ first_name: emoji(100), last_name: emoji(100), email }).expect(201);
      const row = await ctx.db('users').where({ email }).first('first_name', 'last_name');
      expect(row).toEqual({ first_name: emoji(100), last_name: emoji(100) });
      const login = await ctx.request.post('/api/login').send({ username: email, password: 'wrong-pass' });
      expect(login.status).toBe(401);
    });

    it.each([
      ['/first_name', { first_name: emoji(101) }, 100],
      ['/last_name', { last_name: emoji(101) }, 100],
      ['/email', { email: emailOf(255) }, 254],
    ])(
      'refuses a registration with %s one over with 422 and creates nothing',
      async (pointer, fields, limit) => {
        const count = async () => Number((await ctx.db('users').count({ n: '*' }).first())?.n);
        const before = await count();
        const res = await register(fields).expect(422);
        expect(res.body.errors).toContainEqual(problem(pointer, 'max_length', { limit }));
        expect(await count()).toBe(before);
      },
    );

    it('answers a login name of 254 characters as a wrong login, and 255 with 422', async () => {
      await ctx.request
        .post('/api/login')
        .send({ username: emailOf(254), password: 'x' })
        .expect(401);
      const res = await ctx.request
        .post('/api/login')
        .send({ username: emailOf(255), password: 'x' })
        .expect(422);
      expect(res.body.errors).toEqual([
        expect.objectContaining({ pointer: '/username', message: 'must be at most 254 characters long' }),
      ]);
    });

    it('answers forgot-password for an email of 254 characters, and 255 with 422', async () => {
      await ctx.request
        .post('/api/forgot-password')
        .send({ email: emailOf(254) })
        .expect(200);
      const res = await ctx.request
        .post('/api/forgot-password')
        .send({ email: emailOf(255) })
        .expect(422);
      expect(res.body.errors).toContainEqual(
        expect.objectContaining({
          pointer: '/email',
          message: 'must be at most 254 characters long',
        }),
      );
    });
  });

  describe('a tema ZIP', () => {
    const upload = async (entries: Array<[string, object]>, name = 'temas.zip', status = 200) =>
      // The valid part is published: each test mixes a file at the limit with one over it.
      uploadFile(ctx, admin, '/admin/upload-temas?valid_only=1', { name, data: await zipOf(entries) }).expect(
        status,
      );

    it('stores a title of 200 characters and refuses 201 with a pointer', async () => {
      const res = await upload([
        ['ok.json', tema(emoji(200))],
        ['long.json', tema(emoji(201))],
      ]);
      expect(res.body.processed_temas).toHaveLength(1);
      expect(res.body.failed_files).toEqual([
        {
          name: 'long.json',
          errors: [
            expect.objectContaining({ pointer: '/title', message: 'must be at most 200 characters long' }),
          ],
        },
      ]);
      expect(
        await ctx
          .db('themes')
          .where({ title: emoji(200) })
          .first('id'),
      ).toBeDefined();
    });

    it('records an upload whose file name is longer than the audit column, cut with a marker', async () => {
      const name = `${'n'.repeat(296)}.zip`;
      await upload([['a.json', tema('Tema de nombre largo')]], name);
      const [entry] = await lastAudit(ctx.db);
      expect(entry!.action).toBe('temas.upload');
      expect(Array.from(entry!.target)).toHaveLength(200);
      expect(entry!.target.endsWith(TRUNCATION_MARKER)).toBe(true);
      expect(name.startsWith(entry!.target.slice(0, -TRUNCATION_MARKER.length))).toBe(true);
    });

    it('records an upload whose details exceed the audit column as a truncated preview', async () => {
      // 120 titles of 199 emoji: about 96 KB of details, over MySQL's 65,535-byte TEXT.
      const entries = Array.from({ length: 120 }, (_, i): [string, object] => [
        `t${i}.json`,
        tema(`${String(i).padStart(3, '0')}${emoji(197)}`),
      ]);
      const res = await upload(entries);
      expect(res.body.files_processed).toBe(120);
      const [entry] = await lastAudit(ctx.db);
      expect(entry!.details).toMatchObject({ truncated: true, bytes: expect.any(Number) });
      expect(entry!.details.bytes as number).toBeGreaterThan(65_535);
      expect(String(entry!.details.preview)).toMatch(/^\{"processed":120,"failed":0,"titles":\["000/);
    });
  });
});
