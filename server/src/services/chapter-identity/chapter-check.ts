import type { Knex } from 'knex';
import type { MovedChapter } from '@camino/schemas/api/member-data';
import { AppError, message, notFound } from '../../errors';
import { chapterAt, chapterOfVideo, chapterPlace } from '../publishing/kinds/playlist-reads';

type Db = Knex | Knex.Transaction;

/** 409 chapter_moved: the chapter a member write named is no longer where the page showed it. */
export class ChapterMovedError extends AppError {
  constructor(readonly chapter: MovedChapter) {
    super(409, 'chapter_moved', undefined, undefined, { chapter });
  }
}

/** Where chapter `key` of the volume is now: index null when unpublished or never known. */
async function whereIs(db: Db, volume: number, key: string): Promise<MovedChapter> {
  const row = await chapterPlace(db, volume, key);
  const published = row != null && row.position != null && row.chapter_index != null;
  return {
    volume,
    chapter_key: key,
    index: published ? Number(row.chapter_index) : null,
    title: row?.title ?? '',
  };
}

/**
 * The chapter a write by position lands on. With `key` (the chapter the member's page showed at
 * `index`): that chapter, when it is still published at `index`; otherwise 409 chapter_moved
 * saying where it is now, and nothing is written. Without it: the chapter now at `index`, 404
 * when there is none.
 */
export async function chapterForIndex(db: Db, volume: number, index: number, key?: string): Promise<string> {
  if (key !== undefined) {
    const now = await whereIs(db, volume, key);
    if (now.index !== index) throw new ChapterMovedError(now);
    return key;
  }
  const chapter = await chapterAt(db, volume, index);
  if (chapter === null) throw notFound(message('chapter_not_in_playlist', { volume, index }));
  return chapter;
}

/**
 * The chapter a write by video lands on: the one now showing `videoId`; with `key`, only when
 * that is chapter `key` (else 409 chapter_moved with where `key` is now). 404 when no chapter
 * shows the video and no key was given.
 */
export async function chapterForVideo(
  db: Db,
  volume: number,
  videoId: string,
  key?: string,
): Promise<string> {
  const chapter = videoId === '' ? null : await chapterOfVideo(db, volume, videoId);
  if (key !== undefined && chapter !== key) throw new ChapterMovedError(await whereIs(db, volume, key));
  if (chapter === null) throw notFound(message('video_not_in_playlist', { video: videoId, volume }));
  return chapter;
}
