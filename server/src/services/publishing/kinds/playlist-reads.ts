import type { Knex } from 'knex';

type Reader = Knex | Knex.Transaction;

/** A video row of a volume's playlist as members are shown it. */
export interface VideoRow {
  position: number;
  video_id: string;
  title: string;
  url: string;
  channel_title: string;
  thumbnail: string;
  chapter_key: string | null;
  chapter_index: number | null;
}

/**
 * A volume's playlist row (undefined when it has none) and its videos in order: two indexed
 * queries, run side by side.
 */
export async function publishedPlaylist(
  db: Reader,
  volume: number,
): Promise<[Record<string, unknown> | undefined, VideoRow[]]> {
  return Promise.all([
    db('playlists').where({ volume_number: volume }).first() as Promise<Record<string, unknown> | undefined>,
    db('videos').where({ volume_number: volume }).orderBy('position') as Promise<VideoRow[]>,
  ]);
}

/** Every playlist with its video count, by volume, in one query. */
export async function playlistsWithVideoCounts(db: Reader) {
  const rows = await db('playlists as p')
    .leftJoin('videos as v', 'v.volume_number', 'p.volume_number')
    .groupBy('p.volume_number', 'p.playlist_title', 'p.created_at', 'p.updated_at')
    .orderBy('p.volume_number')
    .select(
      'p.volume_number',
      'p.playlist_title',
      'p.created_at',
      'p.updated_at',
      db.raw('count(v.id) as videos_count'),
    );
  return rows.map((row) => ({
    volume_number: Number(row.volume_number),
    playlist_title: row.playlist_title as string,
    videos_count: Number(row.videos_count),
    created_at: row.created_at as string,
    updated_at: row.updated_at as string,
  }));
}

/** Each volume's playlist title. */
export function playlistTitles(db: Reader): Promise<{ volume_number: number; playlist_title: string }[]> {
  return db('playlists').select('volume_number', 'playlist_title');
}

/** Each volume's first video's thumbnail (the lowest position). */
export function firstVideoThumbnails(db: Reader): Promise<{ volume_number: number; thumbnail: string }[]> {
  return db('videos as v')
    .whereIn(
      ['v.volume_number', 'v.position'],
      db('videos').groupBy('volume_number').select('volume_number').min('position'),
    )
    .select('v.volume_number', 'v.thumbnail');
}

/** How many videos that can be watched (with a video id) each volume's playlist has. */
export function watchableVideoCounts(db: Reader): Promise<{ volume_number: number; n: number | string }[]> {
  return db('videos')
    .whereNot({ video_id: '' })
    .groupBy('volume_number')
    .select('volume_number')
    .count({ n: '*' }) as Promise<{ volume_number: number; n: number | string }[]>;
}

/**
 * The published chapters' indexes, titles and videos (a translated playlist titles each video),
 * by volume then position (a chapter may repeat).
 */
export function publishedChapterVideos(
  db: Reader,
): Promise<{ volume_number: number; chapter_index: number; title: string; video_id: string }[]> {
  return db('videos')
    .whereNotNull('chapter_index')
    .orderBy(['volume_number', 'position'])
    .select('volume_number', 'chapter_index', 'title', 'video_id');
}

/** The volume's videos that place a chapter, last position first: their index and title. */
export function indexedVideosLastFirst(
  db: Reader,
  volume: number,
): Promise<{ chapter_index: number; title: string }[]> {
  return db('videos')
    .where({ volume_number: volume })
    .whereNotNull('chapter_index')
    .orderBy('position', 'desc')
    .select('chapter_index', 'title');
}

/** The chapter at `index` of the volume's current playlist (the first such video), or null. */
export async function chapterAt(db: Reader, volume: number, index: number): Promise<string | null> {
  const row = await db('videos')
    .where({ volume_number: volume, chapter_index: index })
    .orderBy('position')
    .first('chapter_key');
  return (row?.chapter_key as string | undefined) ?? null;
}

/** The chapter showing `videoId` in the volume's current playlist, or null. */
export async function chapterOfVideo(db: Reader, volume: number, videoId: string): Promise<string | null> {
  const row = await db('videos')
    .where({ volume_number: volume, video_id: videoId })
    .orderBy('position')
    .first('chapter_key');
  return (row?.chapter_key as string | undefined) ?? null;
}

/** Chapter `key` of the volume: its title and its place (null while unpublished), or undefined. */
export async function chapterPlace(
  db: Reader,
  volume: number,
  key: string,
): Promise<{ title: string; position: number | null; chapter_index: number | null } | undefined> {
  return db('chapters')
    .where({ volume_number: volume, chapter_key: key })
    .first('title', 'position', 'chapter_index');
}

/**
 * Member data joined to what its chapter shows: `query` (rows of a member table aliased `from`,
 * keyed by volume and chapter key) joined to the chapter's current video as `v`.
 */
export function joinChapterVideo<Q extends Knex.QueryBuilder>(query: Q, from: string): Q {
  return query.join('videos as v', function () {
    this.on('v.volume_number', `${from}.volume_number`).andOn('v.chapter_key', `${from}.chapter_key`);
  }) as Q;
}

/**
 * Member data joined to its chapter's row as `c` (title, position, index; unpublished chapters
 * included): inner, or left to keep rows whose chapter is unknown.
 */
export function joinChapter<Q extends Knex.QueryBuilder>(
  query: Q,
  from: string,
  how: 'join' | 'leftJoin',
): Q {
  return query[how]('chapters as c', function () {
    this.on('c.volume_number', `${from}.volume_number`).andOn('c.chapter_key', `${from}.chapter_key`);
  }) as Q;
}

/** Rows keyed by volume and chapter index (aliased `from`) joined to the videos placing them, as `v`. */
export function joinIndexVideo<Q extends Knex.QueryBuilder>(query: Q, from: string): Q {
  return query.join('videos as v', (join) => {
    join.on('v.volume_number', `${from}.volume_number`).andOn('v.chapter_index', `${from}.chapter_index`);
  }) as Q;
}

/**
 * The chapter now at each (volume, index) of `places`, keyed `volume-index`; places with no chapter
 * are left out. One query for all (a reading path names chapters of many volumes).
 */
export async function chapterKeysAt(
  db: Reader,
  places: ReadonlyArray<{ volume: number; index: number }>,
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (places.length === 0) return found;
  const volumes = [...new Set(places.map((p) => p.volume))];
  const indexes = [...new Set(places.map((p) => p.index))];
  const rows = await db('videos')
    .whereIn('volume_number', volumes)
    .whereIn('chapter_index', indexes)
    .orderBy('position')
    .select('volume_number', 'chapter_index', 'chapter_key');
  for (const row of rows as Array<Record<string, unknown>>) {
    const place = `${Number(row.volume_number)}-${Number(row.chapter_index)}`;
    if (!found.has(place) && row.chapter_key != null) found.set(place, row.chapter_key as string);
  }
  return found;
}
