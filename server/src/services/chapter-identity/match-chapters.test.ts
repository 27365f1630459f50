// The matching rule of schemas/README.md "Chapter identity", item by item: key, then video, then
// title; never one known chapter for two items; new keys unique.
import { describe, expect, it } from 'vitest';
import { matchChapters, normalizedTitle, type KnownChapter } from './match-chapters';

const known = (
  chapter_key: string,
  video_id: string,
  title: string,
  position: number | null,
  explicit_key: string | null = null,
): KnownChapter => ({
  chapter_key,
  video_id,
  title,
  explicit_key,
  position,
});
const item = (title: string, videoId: string, key?: string) => ({ title, videoId, ...(key ? { key } : {}) });

describe('matchChapters', () => {
  const chapters = [
    known('vA', 'vA', '1-1. A', 1),
    known('vB', 'vB2', '1-2. B', 2),
    known('t-old', '', '1-3. Sin vídeo', 3, 'intro'),
  ];

  it('finds a chapter by its explicit key, its key, its current video or its title, in that order', () => {
    expect(
      matchChapters(chapters, [
        item('1-1. Otro título', 'vX', 'intro'), // explicit key
        item('1-2. Nuevo', 'vZ', 'vA'), // key = the chapter's first video id
        item('1-3. B', 'vB2'), // current video
      ]),
    ).toEqual(['t-old', 'vA', 'vB']);
    expect(matchChapters(chapters, [item('9-9.  sin   VÍDEO ', '')])).toEqual(['t-old']);
  });

  it('prefers an exact identity over a title, whatever the order of the items', () => {
    // The first item has A's title but a new video; the second has A's video: A goes to the second.
    expect(matchChapters(chapters, [item('1-1. A', 'vNew'), item('1-5. Renamed', 'vA')])).toEqual([
      'vNew',
      'vA',
    ]);
  });

  it('gives a known chapter to one item only, and new chapters unique keys', () => {
    const keys = matchChapters(chapters, [item('1-1. A', 'vA'), item('1-2. A', 'vA'), item('1-3. A', 'vA')]);
    expect(keys[0]).toBe('vA');
    expect(new Set(keys).size).toBe(3);
    expect(keys.slice(1)).toEqual(['vA~2', 'vA~3']);
  });

  it('keys a new chapter by its key, else its video id, else its title', () => {
    const keys = matchChapters([], [item('1-1. X', 'vX', 'mine'), item('1-2. Y', 'vY'), item('1-3. Z', '')]);
    expect(keys.slice(0, 2)).toEqual(['mine', 'vY']);
    expect(keys[2]).toMatch(/^t-[A-Za-z0-9_-]{12}$/);
    // The same title gives the same key, so a re-created chapter without a video is found again.
    expect(matchChapters([], [item('4-1. z', '')])[0]).toBe(keys[2]);
  });

  it('matches unpublished chapters too (a deleted and re-created playlist)', () => {
    expect(matchChapters([known('vGone', 'vGone', '1-4. D', null)], [item('1-1. D', 'vGone')])).toEqual([
      'vGone',
    ]);
  });

  it('reads a title without its volume-index prefix, spaces or case', () => {
    expect(normalizedTitle(' 12-3.  La   Oración ')).toBe('la oración');
  });
});
