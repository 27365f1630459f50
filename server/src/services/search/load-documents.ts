import type { GospelEntry } from '@camino/schemas/gospel-entry';
import type { MainChapter } from '@camino/schemas/main-chapter';
import type { OptionalChapter } from '@camino/schemas/optional-chapter';
import { titleKey } from '@camino/schemas/comparison-keys';
import type { PlaylistUpload } from '@camino/schemas/playlist';
import type { TemaUpload } from '@camino/schemas/tema';
import type { Db } from '../../db/connection';
import { allChapterFileTexts } from '../publishing/kinds/chapter-files';
import { gospelTexts } from '../publishing/kinds/gospel';
import { joinChapter, publishedChapterVideos } from '../publishing/kinds/playlist-reads';
import { visibleTemaTexts } from '../publishing/kinds/tema';
import { translationTexts } from '../publishing/kinds/translations';
import { chapterFileKey } from '../publishing/kinds/volume-keys';
import { chapterDocument, gospelDocuments, themeDocument, type SearchDocument } from './documents';

/**
 * Every searchable document of the site's content, read in four queries: published chapters
 * (those with a video in a playlist: the reader cannot open the others) with their files,
 * visible themes and every gospel day. The same rows on SQLite and MySQL give the same documents.
 */
export async function loadContentDocuments(db: Db): Promise<SearchDocument[]> {
  const [videos, files, themes, gospel, translations] = await Promise.all([
    publishedChapterVideos(db),
    allChapterFileTexts(db),
    visibleTemaTexts(db),
    gospelTexts(db),
    translationTexts(db, 'en', ['main_file', 'optional_file', 'playlist', 'tema']),
  ]);
  const english = new Map(translations.map((row) => [`${row.kind}:${row.item_key}`, row.content]));
  const englishTitles = englishChapterTitles(english);
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
    // Its English version, when its main file is translated (the rest in English where it is).
    const fileKey = chapterFileKey(volume, index);
    const main = english.get(`main_file:${fileKey}`);
    if (main === undefined) continue;
    documents.push(
      chapterDocument(
        volume,
        index,
        englishTitles.get(video.video_id as string) ?? (video.title as string),
        parse<MainChapter>(main),
        parse<OptionalChapter>(english.get(`optional_file:${fileKey}`)),
        'en',
      ),
    );
  }
  for (const row of themes) {
    const tema = JSON.parse(row.content as string) as TemaUpload;
    documents.push(themeDocument(Number(row.id), tema));
    const translated = english.get(`tema:${titleKey(tema.title)}`);
    if (translated) documents.push(themeDocument(Number(row.id), JSON.parse(translated) as TemaUpload, 'en'));
  }
  for (const row of gospel)
    documents.push(...gospelDocuments(JSON.parse(row.content as string) as GospelEntry));
  return documents;
}

/** The chapter titles of the English playlists, by video id. */
function englishChapterTitles(english: Map<string, string>): Map<string, string> {
  const titles = new Map<string, string>();
  for (const [key, text] of english) {
    if (!key.startsWith('playlist:')) continue;
    for (const item of (JSON.parse(text) as PlaylistUpload).items) titles.set(item.videoId, item.title);
  }
  return titles;
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
