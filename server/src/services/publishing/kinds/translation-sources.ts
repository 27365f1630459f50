import type { Knex } from 'knex';
import { contentHash, storedContentText } from '@camino/schemas/content-hash';
import type { TranslatableKind } from '@camino/schemas/translations/translatable';
import { sha256 } from '../../../lib/sha256';
import { publishedChapterFile } from './chapter-files';
import { playlistSnapshot, type PlaylistSnapshot } from './playlist';
import { settingValue } from './site';
import { chapterFileKey, fileOfKey, volumeOfKey } from './volume-keys';

type Reader = Knex | Knex.Transaction;

/**
 * The source every translation is made from, per kind: the published item in the library's
 * language as a document of its kind's schema (the same shape a translation must have), and the
 * hash a translation is stamped with. The hash is contentHash of the document's stored text,
 * which for chapter files and themes is the stored content_hash itself, so a status list reads
 * those columns instead of whole files.
 */
export interface TranslationSource {
  document: unknown;
  hash: string;
}

/** One translatable item, for a status list. */
export interface SourceStamp {
  kind: TranslatableKind;
  key: string;
  volume: number | null;
  title: string;
  hash: string;
}

const hashOf = (document: unknown) => contentHash(storedContentText(document), sha256);

/** A playlist as its upload reads (chapter identities are the server's, not the file's). */
const playlistDocument = (snapshot: PlaylistSnapshot) => ({
  ...snapshot,
  items: snapshot.items.map(({ chapter_key: _identity, ...item }) => item),
});

const FILE_KIND = { main_file: 'main', optional_file: 'optional' } as const;

/** The published source of one item, or null (nothing published to translate). */
export async function translationSource(
  db: Reader,
  kind: TranslatableKind,
  key: string,
): Promise<TranslationSource | null> {
  switch (kind) {
    case 'playlist': {
      const snapshot = await playlistSnapshot(db, volumeOfKey(kind, key));
      return snapshot ? withHash(playlistDocument(snapshot)) : null;
    }
    case 'main_file':
    case 'optional_file': {
      const { volume, index } = fileOfKey(kind, key);
      const file = await publishedChapterFile(db, FILE_KIND[kind], volume, index);
      return file ? { document: JSON.parse(file.content) as unknown, hash: file.content_hash } : null;
    }
    case 'tema': {
      const row = await db('themes').where({ title_key: key }).first('content', 'content_hash');
      return row
        ? { document: JSON.parse(row.content as string) as unknown, hash: row.content_hash as string }
        : null;
    }
    case 'about': {
      const about = (await settingValue(db, 'about')) as { content: string } | null;
      return key === 'about' && about && about.content.trim() !== '' ? withHash(about) : null;
    }
  }
}

const withHash = (document: unknown): TranslationSource => ({ document, hash: hashOf(document) });

/** Every published item that can be translated, with its title and source hash, volume by volume. */
export async function sourceStamps(db: Reader): Promise<SourceStamp[]> {
  const [playlists, files, videos, themes, about] = await Promise.all([
    db('playlists').orderBy('volume_number').select('volume_number'),
    db('chapter_files')
      .orderBy(['volume_number', 'chapter_index', 'kind'])
      .select('volume_number', 'chapter_index', 'kind', 'content_hash'),
    db('videos').whereNotNull('chapter_index').select('volume_number', 'chapter_index', 'title'),
    db('themes').orderBy('title_key').select('title_key', 'title', 'content_hash'),
    translationSource(db, 'about', 'about'),
  ]);
  const titles = new Map<string, string>();
  for (const video of videos)
    titles.set(chapterFileKey(video.volume_number, video.chapter_index), video.title);
  const stamps: SourceStamp[] = [];
  for (const { volume_number: volume } of playlists) {
    const source = await translationSource(db, 'playlist', String(volume));
    if (source) {
      const title = (source.document as { playlistTitle: string }).playlistTitle;
      stamps.push({ kind: 'playlist', key: String(volume), volume, title, hash: source.hash });
    }
    for (const file of files.filter((f: { volume_number: number }) => f.volume_number === volume)) {
      const key = chapterFileKey(volume, file.chapter_index);
      const title = titles.get(key);
      // A file past the playlist's end is not published: nothing a reader could read in English.
      if (title === undefined) continue;
      const kind = file.kind === 'main' ? 'main_file' : 'optional_file';
      stamps.push({ kind, key, volume, title, hash: file.content_hash });
    }
  }
  for (const theme of themes) {
    stamps.push({
      kind: 'tema',
      key: theme.title_key,
      volume: null,
      title: theme.title,
      hash: theme.content_hash,
    });
  }
  if (about) stamps.push({ kind: 'about', key: 'about', volume: null, title: 'About', hash: about.hash });
  return stamps;
}
