import { describe, expect, it } from 'vitest';
import { validatePlaylist, volumeFromPlaylistTitle } from './playlist';

const item = (n: number) => ({
  title: `3-${n}. Capítulo ${n}`,
  videoId: `vid${n}`,
  url: `https://www.youtube.com/watch?v=vid${n}`,
  channelTitle: 'Camino',
  thumbnail: `https://i.ytimg.com/vi/vid${n}/hqdefault.jpg`,
});

const playlist = {
  playlistId: 'PL123',
  playlistTitle: 'El Camino - Volumen 3',
  description: '',
  items: [item(1), { ...item(2), videoId: '' }],
};

describe('validatePlaylist', () => {
  it('accepts a playlist, an empty description and an item without a video', () => {
    expect(validatePlaylist(playlist)).toEqual({ ok: true, value: playlist });
  });

  it('accepts an optional chapter key of 1 to 64 letters, digits and . _ : ~ -, and nothing else', () => {
    const keyed = {
      ...playlist,
      items: [
        { ...item(1), key: 'vid0' },
        { ...item(2), key: 'cap-2.b:~_' },
      ],
    };
    expect(validatePlaylist(keyed)).toEqual({ ok: true, value: keyed });
    for (const key of ['', 'a b', 'ñ', 'k'.repeat(65)]) {
      const result = validatePlaylist({ ...playlist, items: [{ ...item(1), key }] });
      expect(result.ok).toBe(false);
      expect(!result.ok && result.problems.map((p) => p.pointer)).toEqual(['/items/0/key']);
    }
  });

  it('requires every item field', () => {
    const noVideoId: Record<string, unknown> = item(1);
    delete noVideoId.videoId;
    expect(validatePlaylist({ ...playlist, items: [noVideoId] })).toEqual({
      ok: false,
      problems: [expect.objectContaining({ pointer: '/items/0/videoId', message: 'is required' })],
    });
  });

  it('requires Volumen 1 to 36 in the title', () => {
    for (const playlistTitle of ['Volumen 37', 'Volumen 0', 'Volumen 100', 'Vol. 3', 'volumen 3']) {
      expect(validatePlaylist({ ...playlist, playlistTitle })).toEqual({
        ok: false,
        problems: [
          expect.objectContaining({
            pointer: '/playlistTitle',
            message: "must contain 'Volumen X' (or 'Volume X') with X from 1 to 36",
          }),
        ],
      });
    }
  });

  it('catches typos, empty ids, empty titles and an empty item list', () => {
    expect(validatePlaylist({ ...playlist, playlistID: 'x', playlistId: '' })).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({
          pointer: '/playlistID',
          message: 'is not an allowed property (check the spelling)',
        }),
        expect.objectContaining({ pointer: '/playlistId', message: 'must not be empty' }),
      ],
    });
    expect(validatePlaylist({ ...playlist, items: [{ ...item(1), title: '', thumbnail: 5 }] })).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/items/0/title', message: 'must not be empty' }),
        expect.objectContaining({ pointer: '/items/0/thumbnail', message: 'must be a string' }),
      ],
    });
    expect(validatePlaylist({ ...playlist, items: [] })).toEqual({
      ok: false,
      problems: [expect.objectContaining({ pointer: '/items', message: 'must have at least one item' })],
    });
  });

  it('refuses more than 500 items', () => {
    const items = Array.from({ length: 501 }, (_, i) => item(i + 1));
    expect(validatePlaylist({ ...playlist, items })).toEqual({
      ok: false,
      problems: [expect.objectContaining({ pointer: '/items', message: 'must have at most 500 items' })],
    });
  });

  it('lists every missing top-level field', () => {
    expect(validatePlaylist({})).toEqual({
      ok: false,
      problems: ['playlistId', 'playlistTitle', 'description', 'items'].map((name) => ({
        pointer: `/${name}`,
        code: 'required',
        message: 'is required',
      })),
    });
  });
});

describe('volumeFromPlaylistTitle', () => {
  it.each([
    ['Volumen 3', 3],
    ['Volumen 36', 36],
    ['El Camino Volumen 1 (2024)', 1],
    ['Volumen 30', 30],
    ['Volumen 12: La luz', 12],
  ])('%s is volume %i', (title, volume) => {
    expect(volumeFromPlaylistTitle(title)).toBe(volume);
  });

  it.each(['Volumen 37', 'Volumen 0', 'Volumen 100', 'Volumen 03', 'Volumen', 'Vol 3', ''])(
    '%j names no volume',
    (title) => {
      expect(volumeFromPlaylistTitle(title)).toBeNull();
    },
  );
});
