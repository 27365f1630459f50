import type { Knex } from 'knex';
import { parseChapterTitle } from '@camino/schemas/chapter-file-name';
import type { PlaylistUpload } from '@camino/schemas/playlist';
import type { PlaylistImpact } from '@camino/schemas/api/admin-content';
import { storedChapters, type PlaylistSnapshot, type StoredChapter } from '../publishing/kinds/playlist';
import { matchChapters } from './match-chapters';

type Db = Knex | Knex.Transaction;

/** The tables of member data keyed by chapter, and what the impact report calls them. */
const MEMBER_TABLES = [
  ['notes', 'notes'],
  ['watched_videos', 'marks'],
  ['reading_positions', 'positions'],
] as const;

/**
 * Gives each item of a volume's new playlist its chapter key (match-chapters.ts): the snapshot
 * storePlaylist stores (the items' chapters published at their position with their video, title
 * and index; every other chapter kept, unpublished, with what it showed last) and what storing it
 * does to members' data. Run inside the upload's transaction, under the volume's lock.
 */
export async function reconcileChapters(
  trx: Knex.Transaction,
  volume: number,
  upload: PlaylistUpload,
): Promise<{ snapshot: PlaylistSnapshot; impact: PlaylistImpact }> {
  const known = await storedChapters(trx, volume);
  const keys = matchChapters(known, upload.items);
  const byKey = new Map(known.map((c) => [c.chapter_key, c]));
  const after = new Map<string, number | null>();
  const items = upload.items.map((item, i) => {
    const key = keys[i]!;
    after.set(key, parseChapterTitle(item.title)?.index ?? null);
    const explicit = item.key ?? byKey.get(key)?.explicit_key ?? null;
    return {
      title: item.title,
      videoId: item.videoId,
      url: item.url,
      channelTitle: item.channelTitle,
      thumbnail: item.thumbnail,
      ...(explicit === null ? {} : { key: explicit }),
      chapter_key: key,
    };
  });
  const snapshot = {
    playlistId: upload.playlistId,
    playlistTitle: upload.playlistTitle,
    description: upload.description,
    items,
  };
  return { snapshot, impact: await impactOf(trx, volume, publishedIndexes(known), after) };
}

/** What deleting the volume's playlist does to members' data: every chapter leaves it, data stays. */
export async function unpublishingImpact(trx: Knex.Transaction, volume: number): Promise<PlaylistImpact> {
  return impactOf(trx, volume, publishedIndexes(await storedChapters(trx, volume)), new Map());
}

/**
 * What restoring a stored snapshot of the volume's playlist (a revert; null: no playlist) does to
 * members' data, the same report an upload's dry run gives.
 */
export async function restoringImpact(
  trx: Knex.Transaction,
  volume: number,
  snapshot: PlaylistSnapshot | null,
): Promise<PlaylistImpact> {
  const after = new Map(
    (snapshot?.items ?? []).map((item) => [item.chapter_key, parseChapterTitle(item.title)?.index ?? null]),
  );
  return impactOf(trx, volume, publishedIndexes(await storedChapters(trx, volume)), after);
}

/** Each chapter's index in the current playlist (null when it is not published). */
const publishedIndexes = (known: readonly StoredChapter[]) =>
  new Map(known.map((c) => [c.chapter_key, c.position === null ? null : c.chapter_index]));

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
