import { describe, expect, it } from 'vitest';
import { preparePlaylist, renderPlaylist } from './playlist-template';
import { createRenderedPlaylists } from './rendered-playlists';

const content = (title: string) => ({
  head: {
    volume_number: 1,
    playlistId: 'PL1',
    playlistTitle: title,
    description: '',
    lang: 'es' as const,
    fallback: false,
  },
  items: ['a', 'b', 'c'].map((id, i) => ({
    position: i + 1,
    videoId: id,
    chapter_key: `k${id}`,
    title: `1-${i + 1}. Capítulo ${id}`,
    url: `https://www.youtube.com/watch?v=${id}`,
    channelTitle: 'Camino',
    thumbnail: '',
  })),
  chapterKeys: ['ka', 'kb', 'kc'],
  indexes: [1, 2, 3],
});
const member = (watched: string[], lastChapter: string | null = null) => ({
  watched: new Set(watched),
  lastChapter,
});

describe('rendered playlists', () => {
  const template = preparePlaylist(content('Volumen 1'));

  it('keeps a member’s answer while the template and the member’s data are the same objects', () => {
    const rendered = createRenderedPlaylists();
    const data = member(['ka'], 'kb');
    const first = rendered(7, 1, template, data);
    expect(first).toEqual(renderPlaylist(template, data));
    expect(rendered(7, 1, template, data)).toBe(first);
  });

  it('renders again after the member’s data or the content changes', () => {
    const rendered = createRenderedPlaylists();
    const before = rendered(7, 1, template, member(['ka']));
    // The member-data cache holds a new object after any write of the member's.
    const marked = member(['ka', 'kc'], 'kc');
    const after = rendered(7, 1, template, marked);
    expect(after.body.equals(before.body)).toBe(false);
    expect(after).toEqual(renderPlaylist(template, marked));
    // The content cache holds a new template after any change of the content.
    const changed = preparePlaylist(content('Volumen 1, revisado'));
    const retitled = rendered(7, 1, changed, marked);
    expect(retitled).toEqual(renderPlaylist(changed, marked));
    expect(retitled.etag).not.toBe(after.etag);
  });

  it('keeps members and volumes apart', () => {
    const rendered = createRenderedPlaylists();
    const seven = rendered(7, 1, template, member(['ka']));
    const eight = rendered(8, 1, template, member([]));
    const otherVolume = rendered(7, 2, template, member(['kb']));
    expect(new Set([seven.etag, eight.etag, otherVolume.etag]).size).toBe(3);
    expect(rendered(7, 1, template, member(['ka'])).etag).toBe(seven.etag);
  });

  it('holds at most its bound in bytes, dropping the longest kept first', () => {
    const one = renderPlaylist(template, member([]));
    const entryBytes = one.body.length + one.etag.length + 64;
    const rendered = createRenderedPlaylists(entryBytes * 2);
    const data = [1, 2, 3].map(() => member([]));
    const answers = data.map((d, i) => rendered(i + 1, 1, template, d));
    // The third answer pushed out the first; the second and third are still kept.
    expect(rendered(2, 1, template, data[1]!)).toBe(answers[1]);
    expect(rendered(3, 1, template, data[2]!)).toBe(answers[2]);
    const again = rendered(1, 1, template, data[0]!);
    expect(again).not.toBe(answers[0]);
    expect(again).toEqual(answers[0]);
  });

  it('answers but does not keep an answer larger than its whole bound', () => {
    const rendered = createRenderedPlaylists(10);
    const data = member(['ka']);
    const first = rendered(7, 1, template, data);
    expect(first).toEqual(renderPlaylist(template, data));
    expect(rendered(7, 1, template, data)).not.toBe(first);
  });
});
