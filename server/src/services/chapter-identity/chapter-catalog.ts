import type { Knex } from 'knex';
import { parseChapterTitle } from '@camino/schemas/chapter-file-name';
import type { PlaylistUpload } from '@camino/schemas/playlist';
import type { PlaylistImpact } from '@camino/schemas/api/admin-content';
import { matchChapters, type KnownChapter } from './match-chapters';

type Db = Knex | Knex.Transaction;

/** The tables of member data keyed by chapter, and what the impact report calls them. */
const MEMBER_TABLES = [
  ['notes', 'notes'],
  ['watched_videos', 'marks'],
  ['reading_positions', 'positions'],
] as const;

/**
 * Gives each item of a volume's new playlist its chapter key (match-chapters.ts) and records the
 * volume's chapters as the upload leaves them: the items' chapters published at their position
 * with their video, title and index; every other chapter kept, unpublished, with what it showed
 * last. Run inside the upload's transaction, under the volume's lock.
 */
export async function reconcileChapters(
  trx: Knex.Transaction,
  volume: number,
  upload: PlaylistUpload,
  now: string,
) {
  const known = (await trx('chapters')
    .where({ volume_number: volume })
    .select('chapter_key', 'video_id', 'title', 'explicit_key', 'position', 'chapter_index')) as Array<
    KnownChapter & { chapter_index: number | null }
  >;
  const keys = matchChapters(known, upload.items);
  const before = new Map(known.map((c) => [c.chapter_key, c.position === null ? null : c.chapter_index]));
  const after = new Map<string, number | null>();
  const byKey = new Map(known.map((c) => [c.chapter_key, c]));
  await trx('chapters').where({ volume_number: volume }).update({ position: null });
  const rows = upload.items.map((item, i) => {
    const index = parseChapterTitle(item.title)?.index ?? null;
    after.set(keys[i]!, index);
    return {
      volume_number: volume,
      chapter_key: keys[i]!,
      video_id: item.videoId,
      title: item.title,
      explicit_key: item.key ?? byKey.get(keys[i]!)?.explicit_key ?? null,
      chapter_index: index,
      position: i + 1,
      updated_at: now,
    };
  });
  for (let i = 0; i < rows.length; i += 100) {
    await trx('chapters')
      .insert(rows.slice(i, i + 100))
      .onConflict(['volume_number', 'chapter_key'])
      .merge(['video_id', 'title', 'explicit_key', 'chapter_index', 'position', 'updated_at']);
  }
  return { keys, impact: await impactOf(trx, volume, before, after) };
}

/** Every chapter of the volume leaves the playlist (its playlist was deleted); member data stays. */
export async function unpublishChapters(trx: Knex.Transaction, volume: number): Promise<PlaylistImpact> {
  const known = await trx('chapters')
    .where({ volume_number: volume })
    .select('chapter_key', 'position', 'chapter_index');
  const before = new Map(
    known.map((c) => [
      c.chapter_key as string,
      c.position === null ? null : (c.chapter_index as number | null),
    ]),
  );
  await trx('chapters').where({ volume_number: volume }).update({ position: null });
  return impactOf(trx, volume, before, new Map());
}

/**
 * How the volume's member data fared: moved = on a chapter now published at another index than
 * members saw before (or published again); unpublished = on a chapter the playlist no longer has.
 * Each with the number of members concerned.
 */
async function impactOf(
  db: Db,
  volume: number,
  before: Map<string, number | null>,
  after: Map<string, number | null>,
): Promise<PlaylistImpact> {
  const impact: PlaylistImpact = {
    volume_number: volume,
    moved: { notes: 0, marks: 0, positions: 0, members: 0 },
    unpublished: { notes: 0, marks: 0, positions: 0, members: 0 },
  };
  const members = { moved: new Set<number>(), unpublished: new Set<number>() };
  for (const [table, name] of MEMBER_TABLES) {
    const rows = (await db(table)
      .where({ volume_number: volume })
      .groupBy('chapter_key', 'user_id')
      .select('chapter_key', 'user_id')
      .count({ n: '*' })) as Array<{ chapter_key: string; user_id: number; n: number | string }>;
    for (const row of rows) {
      const outcome = !after.has(row.chapter_key)
        ? 'unpublished'
        : before.get(row.chapter_key) !== after.get(row.chapter_key)
          ? 'moved'
          : null;
      if (!outcome) continue;
      impact[outcome][name] += Number(row.n);
      members[outcome].add(Number(row.user_id));
    }
  }
  impact.moved.members = members.moved.size;
  impact.unpublished.members = members.unpublished.size;
  return impact;
}

/** The chapter at `index` of the volume's current playlist (the first such video), or null. */
export async function chapterAt(db: Db, volume: number, index: number): Promise<string | null> {
  const row = await db('videos')
    .where({ volume_number: volume, chapter_index: index })
    .orderBy('position')
    .first('chapter_key');
  return (row?.chapter_key as string | undefined) ?? null;
}

/** The chapter showing `videoId` in the volume's current playlist, or null. */
export async function chapterOfVideo(db: Db, volume: number, videoId: string): Promise<string | null> {
  const row = await db('videos')
    .where({ volume_number: volume, video_id: videoId })
    .orderBy('position')
    .first('chapter_key');
  return (row?.chapter_key as string | undefined) ?? null;
}
