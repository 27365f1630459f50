/**
 * The server's answers for volume 1 as the offline tests need them: its playlist with the given
 * chapters, and a chapter's main or optional file.
 */
const item = (index: number) => ({
  position: index,
  videoId: `v${index}`,
  chapter_key: `k${index}`,
  title: `1-${index}. Chapter ${index}`,
  url: '',
  channelTitle: '',
  thumbnail: '',
  is_watched: false,
});

export const volumePlaylist = (indexes: number[]) => ({
  volume_number: 1,
  playlistId: 'p',
  playlistTitle: 'Volume 1',
  description: '',
  items: indexes.map(item),
  last_chapter: null,
  lang: 'en',
  fallback: false,
});

export const chapterFile = (index: number, text: string) => ({
  volume: 1,
  index,
  encoded_content: text,
  lang: 'en',
  fallback: false,
});
