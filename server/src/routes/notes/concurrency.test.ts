// Proves member writes under concurrency on a real listening server, on SQLite and MySQL: many
// members saving at once, one member's two devices creating hundreds of notes, parallel creates
// at the cap, and parallel watched toggles all answer 200 or 409, never 5xx, and the stored data
// is exact (MySQL deadlocked here and the cap ended at 5,002).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../../http/listen';
import { NOTES_PER_ACCOUNT } from '../../services/notes-service';
import { call, onDevice, saveNote, uploadPlaylist, type Answer } from '../../test/member-client';
import { chapterKeyOf, memberVolumePlaylist } from '../../test/member-volume';
import { createTestContext, type TestContext } from '../../test/test-context';

const VOLUME = 30;
const CHAPTERS = 300;

describe('member writes at the same time', () => {
  let ctx: TestContext;
  let server: RunningServer;
  let base: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.db('volumes').insert({ volume_number: VOLUME, is_available: true, youtube_url: null });
    server = await listen(ctx.app, 0, '127.0.0.1');
    base = `http://127.0.0.1:${server.port}/api`;
    const admin = (await ctx.admin()).token;
    expect((await uploadPlaylist(base, admin, VOLUME, memberVolumePlaylist(VOLUME, CHAPTERS))).status).toBe(
      200,
    );
  });
  afterAll(async () => {
    await server?.shutdown();
    await ctx?.close();
  });

  const statuses = (answers: Answer[]) => {
    const counts: Record<number, number> = {};
    for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
    return counts;
  };
  const noteCount = async (userId: number) =>
    Number((await ctx.db('notes').where({ user_id: userId }).count({ n: '*' }).first())?.n);

  it('40 members saving a note, a mark and their last chapter at once: every write answers 200', async () => {
    const members = [];
    for (let i = 0; i < 40; i++) members.push(await ctx.member());
    const answers = await Promise.all(
      members.flatMap(({ token }, i) => {
        const index = (i % 10) + 1;
        const chapter_key = chapterKeyOf(VOLUME, index);
        return [
          saveNote(base, token, VOLUME, index, { note_text: `nota ${i}`, chapter_key }),
          call(base, 'POST', '/videos/watch', token, {
            video_id: chapter_key,
            volume_number: VOLUME,
            chapter_key,
          }),
          call(base, 'PUT', `/volumes/${VOLUME}/last-chapter`, token, { index, chapter_key }),
        ];
      }),
    );
    expect(statuses(answers)).toEqual({ 200: 120 });
    expect(
      await ctx
        .db('notes')
        .whereIn(
          'user_id',
          members.map((m) => m.user.id),
        )
        .count({ n: '*' }),
    ).toEqual([{ n: 40 }]);
  });

  it('one member on two devices creating 300 notes at once: all stored, none lost', async () => {
    const phone = await ctx.member();
    const laptop = await call(base, 'POST', '/login', undefined, {
      username: phone.email,
      password: phone.password,
    });
    const devices = [phone.token, laptop.body.access_token as string];
    // Each device sends its half of the notes at once, over a browser's six connections.
    const halves = await Promise.all(
      devices.map((token, d) =>
        onDevice(
          Array.from({ length: CHAPTERS / 2 }, (_, i) => {
            const n = 2 * i + d + 1;
            const body = { note_text: `nota ${n}`, chapter_key: chapterKeyOf(VOLUME, n), base_version: 0 };
            return () => saveNote(base, token, VOLUME, n, body);
          }),
        ),
      ),
    );
    const answers = halves.flat();
    expect(statuses(answers)).toEqual({ 200: CHAPTERS });
    expect(await noteCount(phone.user.id)).toBe(CHAPTERS);
  });

  it(`stops at exactly ${NOTES_PER_ACCOUNT} notes when creates race at the cap`, async () => {
    const { token, user, email, password } = await ctx.member();
    const free = 10;
    const fillers = Array.from({ length: NOTES_PER_ACCOUNT - free }, (_, i) => ({
      user_id: user.id,
      volume_number: VOLUME + 1,
      chapter_key: `relleno-${i}`,
      note_text: 'relleno',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    }));
    for (let i = 0; i < fillers.length; i += 500) await ctx.db('notes').insert(fillers.slice(i, i + 500));
    // Four devices, each with a browser's six connections busy: 24 creates in flight at once.
    const devices = [token];
    for (let d = 1; d < 4; d++) {
      devices.push(
        (await call(base, 'POST', '/login', undefined, { username: email, password })).body.access_token,
      );
    }
    const quarters = await Promise.all(
      devices.map((deviceToken, d) =>
        onDevice(
          Array.from({ length: 15 }, (_, i) => {
            const n = 15 * d + i + 1;
            const body = { note_text: 'al límite', chapter_key: chapterKeyOf(VOLUME, n) };
            return () => saveNote(base, deviceToken, VOLUME, n, body);
          }),
        ),
      ),
    );
    const answers = quarters.flat();
    expect(statuses(answers)).toEqual({ 200: free, 409: 60 - free });
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'note_limit_reached')).toBe(
      true,
    );
    expect(await noteCount(user.id)).toBe(NOTES_PER_ACCOUNT);
  });

  it('flips one mark from two devices 20 times at once: 10 on, 10 off, ending off', async () => {
    const phone = await ctx.member();
    const laptop = await call(base, 'POST', '/login', undefined, {
      username: phone.email,
      password: phone.password,
    });
    const tokens = [phone.token, laptop.body.access_token as string];
    const chapter_key = chapterKeyOf(VOLUME, 7);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(base, 'POST', '/videos/watch', tokens[i % 2], { video_id: chapter_key, volume_number: VOLUME }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 20 });
    expect(answers.filter((a) => a.body.watched === true)).toHaveLength(10);
    expect(await ctx.db('watched_videos').where({ user_id: phone.user.id })).toEqual([]);
  });
});
