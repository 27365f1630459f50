// Proves the chapter identity migration (20261123005100) on data in the old shape: each note,
// mark and position lands on the chapter its position or video showed, and data on a position
// or video no playlist has is kept on an unpublished chapter, listed to its owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as chapterIdentity from '../../db/migrations/20261123005100-chapter-identity';
import * as noteVersions from '../../db/migrations/20261127002000-note-versions';
import { createTestContext, type TestContext } from '../../test/test-context';

const T = '2026-01-01T00:00:00.000Z';

describe('chapter identity migration', () => {
  let ctx: TestContext;
  let userId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    userId = (await ctx.member()).user.id;
    // Back to the old shape (down, and the later note versions too), with a playlist and
    // old-style member data, then up again.
    await noteVersions.down(ctx.db);
    await chapterIdentity.down(ctx.db);
    await ctx.db('volumes').insert({ volume_number: 1, is_available: true, youtube_url: null });
    await ctx.db('playlists').insert({
      volume_number: 1,
      playlist_id: 'PL1',
      playlist_title: 'Volumen 1',
      description: '',
      created_at: T,
      updated_at: T,
    });
    const video = (position: number, video_id: string, title: string) => ({
      volume_number: 1,
      position,
      video_id,
      title,
      url: '',
      channel_title: '',
      thumbnail: '',
      chapter_index: position,
    });
    await ctx
      .db('videos')
      .insert([video(1, 'vA', '1-1. A'), video(2, '', '1-2. B'), video(3, 'vA', '1-3. A otra vez')]);
    const note = (chapter_index: number, note_text: string) => ({
      user_id: userId,
      volume_number: 1,
      chapter_index,
      note_text,
      created_at: T,
      updated_at: T,
    });
    await ctx
      .db('notes')
      .insert([note(1, 'en A'), note(2, 'en B'), note(3, 'en A otra vez'), note(7, 'en 7')]);
    await ctx.db('watched_videos').insert([
      { user_id: userId, volume_number: 1, video_id: 'vA', created_at: T },
      { user_id: userId, volume_number: 1, video_id: 'vGone', created_at: T },
    ]);
    await ctx
      .db('reading_positions')
      .insert({ user_id: userId, volume_number: 1, chapter_index: 2, updated_at: T });
    await chapterIdentity.up(ctx.db);
    await noteVersions.up(ctx.db);
  });
  afterAll(() => ctx.close());

  it('keys each chapter by its video id, or its title when it has none, unique within the volume', async () => {
    const keys = await ctx.db('videos').where({ volume_number: 1 }).orderBy('position').pluck('chapter_key');
    expect(keys[0]).toBe('vA');
    expect(keys[1]).toMatch(/^t-/);
    expect(keys[2]).toBe('vA~2');
  });

  it('puts every note, mark and position on the chapter its position or video showed', async () => {
    const { memberData, readingProgress } = ctx.services;
    expect((await memberData.getNote(userId, 1, 1)).note_text).toBe('en A');
    expect((await memberData.getNote(userId, 1, 2)).note_text).toBe('en B');
    expect((await memberData.getNote(userId, 1, 3)).note_text).toBe('en A otra vez');
    const { progress } = await readingProgress.progress(userId);
    expect(progress).toEqual([
      expect.objectContaining({ volume_number: 1, total: 2, watched: 1, last_chapter: 2 }),
    ]);
  });

  it('keeps data on positions and videos no playlist has, unpublished and listed', async () => {
    const { notes } = await ctx.services.memberData.listNotes(userId);
    expect(notes.find((n) => n.note === 'en 7')).toEqual({
      volume: 1,
      index: null,
      chapter_key: 'index-7',
      title: '',
      note: 'en 7',
      updated_at: T,
      version: 1,
      published: false,
    });
    expect(
      await ctx.db('watched_videos').where({ user_id: userId }).orderBy('chapter_key').pluck('chapter_key'),
    ).toEqual(['vA', 'vGone']);
    expect(
      await ctx.db('chapters').where({ volume_number: 1, chapter_key: 'vGone' }).first('position'),
    ).toEqual({
      position: null,
    });
  });
});
