import type { GospelEntry } from '@camino/schemas/gospel-entry';
import type { MainChapter } from '@camino/schemas/main-chapter';
import type { OptionalChapter } from '@camino/schemas/optional-chapter';
import type { TemaUpload } from '@camino/schemas/tema';
import type { Db } from '../../db/connection';
import { allChapterFileTexts } from '../publishing/kinds/chapter-files';
import { gospelTexts } from '../publishing/kinds/gospel';
import { joinChapter, publishedChapterVideos } from '../publishing/kinds/playlist-reads';
import { visibleTemaTexts } from '../publishing/kinds/tema';
import { chapterDocument, gospelDocuments, themeDocument, type SearchDocument } from './documents';

/**
 * Every searchable document of the site's content, read in four queries: published chapters
 * (those with a video in a playlist: the reader cannot open the others) with their files,
 * visible themes and every gospel day. The same rows on SQLite and MySQL give the same documents.
 */
export async function loadContentDocuments(db: Db): Promise<SearchDocument[]> {
  const [videos, files, themes, gospel] = await Promise.all([
    publishedChapterVideos(db),
    allChapterFileTexts(db),
    visibleTemaTexts(db),
    gospelTexts(db),
  ]);
  const content = new Map<string, string>();
  for (const row of files)
    content.set(`${row.kind}:${row.volume_number}:${row.chapter_index}`, row.content as string);
  const parse = <T>(text: string | undefined): T | null =>
    text === undefined ? null : (JSON.parse(text) as T);

  const documents: SearchDocument[] = [];
  const seen = new Set<string>();
  for (const video of videos) {
    const volume = Number(video.volume_number);
    const index = Number(video.chapter_index);
    const key = `${volume}:${index}`;
    // A playlist may list a chapter twice; the first video gives its title, as the reader shows.
    if (seen.has(key)) continue;
    seen.add(key);
    documents.push(
      chapterDocument(
        volume,
        index,
        video.title as string,
        parse<MainChapter>(content.get(`main:${key}`)),
        parse<OptionalChapter>(content.get(`optional:${key}`)),
      ),
    );
  }
  for (const row of themes)
    documents.push(themeDocument(Number(row.id), JSON.parse(row.content as string) as TemaUpload));
  for (const row of gospel)
    documents.push(...gospelDocuments(JSON.parse(row.content as string) as GospelEntry));
  return documents;
}

/** One of a member's notes, under its chapter's current index and title. */
export interface NoteRow {
  volume: number;
  index: number;
  title: string;
  text: string;
}

/**
 * One member's notes on published chapters (a note whose chapter left the playlist has nowhere to
 * lead), each under its chapter's title: theirs only. Notes are keyed by the chapter's stable key
 * (migration 20261123005100); the chapter gives its current index. Rows, not documents: the
 * documents are made only when the notes changed (note-search.ts).
 */
export async function loadNotes(db: Db, userId: number): Promise<NoteRow[]> {
  const rows = await joinChapter(db('notes as n'), 'n', 'join')
    .where('n.user_id', userId)
    .whereNotNull('c.position')
    .whereNotNull('c.chapter_index')
    // A stable order: the same notes read twice compare equal (note-search.ts keeps their index).
    .orderBy(['n.volume_number', 'n.chapter_key'])
    .select('n.volume_number', 'c.chapter_index', 'n.note_text', 'c.title');
  return rows.map((row) => ({
    volume: Number(row.volume_number),
    index: Number(row.chapter_index),
    title: row.title as string,
    text: row.note_text as string,
  }));
}
