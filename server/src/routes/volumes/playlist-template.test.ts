import { describe, expect, it } from 'vitest';
import { preparePlaylist, renderPlaylist } from './playlist-template';

const video = (position: number, videoId: string, title: string) => ({
  position,
  videoId,
  chapter_key: `k${position}`,
  title,
  url: videoId ? `https://www.youtube.com/watch?v=${videoId}` : '',
  channelTitle: 'Camino',
  thumbnail: '',
});

const content = {
  head: {
    volume_number: 3,
    playlistId: 'PL3',
    playlistTitle: 'Volumen 3 · «La lámpara»',
    description: '',
    lang: 'es' as const,
    fallback: false,
  },
  items: [
    video(1, 'a1', '3-1. Señales en el camino 🙏'),
    video(2, '', '3-2. Sin vídeo todavía'),
    video(3, 'c3', '3-3. "Entre comillas" y \\barras\\'),
  ],
  // Chapter keys differ from the video ids (a replaced video keeps its chapter's key).
  chapterKeys: ['k1', 'k2', 'k3'],
  indexes: [1, 2, 3],
};
const keyOf = (videoId: string) =>
  content.chapterKeys[content.items.findIndex((i) => i.videoId === videoId)] ?? 'none';
const keyAt = (index: number | null) => (index === null ? null : content.chapterKeys[index - 1]!);
const member = (watched: readonly string[], last: number | null) => ({
  watched: new Set(watched.map(keyOf)),
  lastChapter: keyAt(last),
});

const expected = (watched: string[], lastChapter: number | null) => ({
  ...content.head,
  items: content.items.map((item) => ({
    ...item,
    is_watched: item.videoId !== '' && watched.includes(item.videoId),
  })),
  last_chapter: lastChapter,
});

describe('playlist template', () => {
  const template = preparePlaylist(content);

  it('renders exactly the JSON of the playlist with the member part, multi-byte text included', () => {
    for (const [watched, last] of [
      [[], null],
      [['a1'], 1],
      [['a1', 'c3'], 3],
      [['', 'c3'], 2],
    ] as const) {
      const { body } = renderPlaylist(template, member(watched, last));
      expect(JSON.parse(body.toString('utf8'))).toEqual(expected([...watched], last));
      expect(body.length).toBe(Buffer.byteLength(JSON.stringify(expected([...watched], last))));
    }
  });

  it('gives one ETag per content, watched marks and last chapter', () => {
    const etag = (watched: string[], last: number | null) =>
      renderPlaylist(template, member(watched, last)).etag;
    expect(etag(['a1'], 1)).toBe(etag(['a1'], 1));
    const all = [etag([], null), etag(['a1'], null), etag(['c3'], null), etag(['a1'], 1), etag(['a1'], 2)];
    expect(new Set(all).size).toBe(all.length);
    const changed = preparePlaylist({ ...content, head: { ...content.head, playlistTitle: 'Otro título' } });
    expect(renderPlaylist(changed, member(['a1'], 1)).etag).not.toBe(etag(['a1'], 1));
  });

  it('shows a last chapter no longer in the playlist as none', () => {
    const { body } = renderPlaylist(template, { watched: new Set(), lastChapter: 'gone' });
    expect(JSON.parse(body.toString('utf8')).last_chapter).toBeNull();
  });
});
