import type { Knex } from 'knex';
import { contentHash, storedContentText } from '@camino/schemas/content-hash';
import type { Language } from '@camino/schemas/languages';
import {
  isTranslatableKind,
  SOURCE_LANGUAGE,
  TRANSLATION_LANGUAGES,
  type TranslatableKind,
} from '@camino/schemas/translations/translatable';
import { isoNow, systemClock, type Clock } from '../../../lib/clock';
import { sha256 } from '../../../lib/sha256';
import type { KindAdapter } from '../types';
import { badKey } from './volume-keys';
import { itemSummary } from '@camino/schemas/publishing/revision-summary';

type Reader = Knex | Knex.Transaction;

/** Which translation: its item's kind and key (as revisions name the item) and its language. */
export interface TranslationId {
  kind: TranslatableKind;
  key: string;
  lang: Language;
}

/** A stored translation: its document and the content hash of the source it was made from. */
export interface StoredTranslation {
  content: unknown;
  /** contentHash of the stored document's text: the ETag readers revalidate with. */
  content_hash: string;
  source_hash: string;
  updated_at: string;
}

/** A translation as a revision keeps it (the hash of its own text is derived, not kept). */
export interface TranslationSnapshot {
  content: unknown;
  source_hash: string;
}

const where = ({ kind, key, lang }: TranslationId) => ({ kind, item_key: key, lang });

/** Stores a translation of an item, replacing the one in the same language. */
export async function storeTranslation(
  trx: Knex.Transaction,
  id: TranslationId,
  snapshot: TranslationSnapshot,
  now: string,
): Promise<void> {
  const text = storedContentText(snapshot.content);
  await trx('content_translations')
    .insert({
      ...where(id),
      content: text,
      content_hash: contentHash(text, sha256),
      source_hash: snapshot.source_hash,
      created_at: now,
      updated_at: now,
    })
    .onConflict(['kind', 'item_key', 'lang'])
    .merge(['content', 'content_hash', 'source_hash', 'updated_at']);
}

/** Deletes one translation. */
export async function deleteTranslation(trx: Knex.Transaction, id: TranslationId): Promise<void> {
  await trx('content_translations').where(where(id)).delete();
}

const storedOf = (row: Record<string, unknown>): StoredTranslation => ({
  content: JSON.parse(row.content as string) as unknown,
  content_hash: row.content_hash as string,
  source_hash: row.source_hash as string,
  updated_at: row.updated_at as string,
});

/** One translation, or undefined. */
export async function translationOf(db: Reader, id: TranslationId): Promise<StoredTranslation | undefined> {
  const row = await db('content_translations')
    .where(where(id))
    .first('content', 'content_hash', 'source_hash', 'updated_at');
  return row ? storedOf(row) : undefined;
}

/** The `lang` translations of many items of one kind, by key (one query). */
export async function translationsOfKind(
  db: Reader,
  kind: TranslatableKind,
  keys: readonly string[],
  lang: Language,
): Promise<Map<string, StoredTranslation>> {
  if (keys.length === 0) return new Map();
  const rows = await db('content_translations')
    .where({ kind, lang })
    .whereIn('item_key', keys)
    .select('item_key', 'content', 'content_hash', 'source_hash', 'updated_at');
  return new Map(rows.map((row: Record<string, unknown>) => [row.item_key as string, storedOf(row)]));
}

/** Where every stored translation stands: no documents, only what a status list needs. */
export async function translationStamps(
  db: Reader,
): Promise<Array<TranslationId & { source_hash: string; updated_at: string }>> {
  const rows = await db('content_translations').select(
    'kind',
    'item_key',
    'lang',
    'source_hash',
    'updated_at',
  );
  return rows.map((row: Record<string, unknown>) => ({
    kind: row.kind as TranslatableKind,
    key: row.item_key as string,
    lang: row.lang as Language,
    source_hash: row.source_hash as string,
    updated_at: row.updated_at as string,
  }));
}

/**
 * A translation's revision key: `{lang}:{kind}:{key}` ("en:main_file:3/12"). The item's key
 * comes last since it may itself hold any character but a newline.
 */
export const translationKey = ({ kind, key, lang }: TranslationId): string => `${lang}:${kind}:${key}`;

/** The translation a revision key names (throws on a key it could not have written). */
export function translationOfKey(key: string): TranslationId {
  const match = /^([a-z]{2}):([a-z_]+):(.+)$/.exec(key);
  const lang = match?.[1] as Language | undefined;
  if (!match || !lang || !TRANSLATION_LANGUAGES.includes(lang) || !isTranslatableKind(match[2])) {
    throw badKey('translation', key);
  }
  return { lang, kind: match[2], key: match[3]! };
}

/** Translations as revisioned items: a revert writes the translation back through storeTranslation. */
export function createTranslationAdapter(clock: Clock = systemClock): KindAdapter {
  async function read(db: Reader, key: string): Promise<TranslationSnapshot | null> {
    const stored = await translationOf(db, translationOfKey(key));
    return stored ? { content: stored.content, source_hash: stored.source_hash } : null;
  }

  async function write(trx: Knex.Transaction, key: string, content: unknown | null): Promise<void> {
    const id = translationOfKey(key);
    if (content === null) await deleteTranslation(trx, id);
    else await storeTranslation(trx, id, content as TranslationSnapshot, isoNow(clock));
  }

  const summary = (before: unknown | null, after: unknown | null) =>
    itemSummary('translation', before, after);

  return { kind: 'translation', read, write, summary };
}

/**
 * The stored text of the `lang` translation of an item as readers get it, or undefined when the
 * source is what they get (`lang` is the source's, or no translation exists): one query.
 */
export async function readerTranslation(
  db: Reader,
  kind: TranslatableKind,
  key: string,
  lang: Language,
): Promise<{ content: string; content_hash: string } | undefined> {
  if (lang === SOURCE_LANGUAGE) return undefined;
  return db('content_translations').where({ kind, item_key: key, lang }).first('content', 'content_hash');
}

/** Every stored `lang` translation of these kinds, as text (the search index reads them all). */
export function translationTexts(
  db: Reader,
  lang: Language,
  kinds: readonly TranslatableKind[],
): Promise<Array<{ kind: TranslatableKind; item_key: string; content: string }>> {
  return db('content_translations')
    .where({ lang })
    .whereIn('kind', kinds)
    .select('kind', 'item_key', 'content');
}

/**
 * The chapter titles the `lang` playlists of these volumes give, keyed `{volume}:{videoId}` (a
 * translated playlist titles each video); empty for the source's language. One query.
 */
export async function translatedChapterTitles(
  db: Reader,
  volumes: readonly number[],
  lang: Language,
): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  for (const [volume, playlist] of await translatedPlaylists(db, volumes, lang)) {
    for (const item of playlist.items) titles.set(`${volume}:${item.videoId}`, item.title);
  }
  return titles;
}

type TitledPlaylist = { playlistTitle: string; items: Array<{ videoId: string; title: string }> };

/** The `lang` playlists of these volumes, by volume; empty for the source's language. One query. */
export async function translatedPlaylists(
  db: Reader,
  volumes: readonly number[],
  lang: Language,
): Promise<Map<number, TitledPlaylist>> {
  if (lang === SOURCE_LANGUAGE || volumes.length === 0) return new Map();
  const playlists = await translationsOfKind(db, 'playlist', [...new Set(volumes)].map(String), lang);
  return new Map([...playlists].map(([volume, { content }]) => [Number(volume), content as TitledPlaylist]));
}
