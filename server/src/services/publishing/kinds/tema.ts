import type { Knex } from 'knex';
import { titleKey } from '@camino/schemas/comparison-keys';
import { contentHash, storedContentText } from '@camino/schemas/content-hash';
import type { TemaUpload } from '@camino/schemas/tema';
import { isoNow, systemClock, type Clock } from '../../../lib/clock';
import { sha256 } from '../../../lib/sha256';
import type { KindAdapter } from '../types';
import { badKey } from './volume-keys';
import { temaSummary } from '@camino/schemas/publishing/revision-summary';

type Reader = Knex | Knex.Transaction;

/**
 * A stored theme as a revision keeps it: the uploaded theme JSON and whether members see it
 * (a deleted hidden theme comes back hidden). Keyed by its title's comparison key
 * (comparison-keys.ts), the identity uploads replace it by.
 */
export interface TemaSnapshot {
  visible: boolean;
  tema: TemaUpload;
}

/**
 * Stores a theme under its title key, in place when one exists (its id, and so its links, stay):
 * a new row gets `visible`; an existing one gets it too unless `keepVisibility` (an upload
 * replaces a theme's text, never whether members see it). Answers its id and stored title.
 */
export async function storeTema(
  trx: Knex.Transaction,
  tema: TemaUpload,
  visible: boolean,
  now: string,
  { keepVisibility = false } = {},
): Promise<{ id: number; title: string }> {
  const title_key = titleKey(tema.title);
  const text = storedContentText(tema);
  const replaced = ['title', 'content', 'content_hash', ...(keepVisibility ? [] : ['visible']), 'updated_at'];
  await trx('themes')
    .insert({
      title: tema.title,
      title_key,
      content: text,
      content_hash: contentHash(text, sha256),
      visible,
      created_at: now,
      updated_at: now,
    })
    .onConflict('title_key')
    .merge(replaced);
  const row = await trx('themes').where({ title_key }).first('id', 'title');
  return { id: row.id as number, title: row.title as string };
}

/** The theme with this id (its title and title key), or null. */
export async function temaOfId(db: Reader, id: number): Promise<{ title: string; key: string } | null> {
  const row = await db('themes').where({ id }).first('title', 'title_key');
  return row ? { title: row.title as string, key: row.title_key as string } : null;
}

type TemaTitle = { id: number; title: string };
type TemaText = TemaTitle & { key: string; content: string };
const titleOf = (row: Record<string, unknown>): TemaTitle => ({
  id: row.id as number,
  title: row.title as string,
});
const textOf = (row: Record<string, unknown>): TemaText => ({
  ...titleOf(row),
  key: row.title_key as string,
  content: row.content as string,
});

/** The themes members see, by title key, with their keys (the key their translations are under). */
export async function visibleTemaTitles(db: Reader): Promise<Array<TemaTitle & { key: string }>> {
  const rows = await db('themes')
    .where({ visible: true })
    .orderBy(['title_key', 'id'])
    .select('id', 'title', 'title_key');
  return rows.map((row: Record<string, unknown>) => ({ ...titleOf(row), key: row.title_key as string }));
}

/** The stored JSON text of every theme members see, by id. */
export function visibleTemaTexts(db: Reader): Promise<Array<{ id: number; content: string }>> {
  return db('themes').where({ visible: true }).orderBy('id').select('id', 'content');
}

/** The theme with this id if members see it, or null. */
export async function visibleTema(db: Reader, id: number): Promise<TemaText | null> {
  const row = await db('themes').where({ id, visible: true }).first('id', 'title', 'title_key', 'content');
  return row ? textOf(row) : null;
}

/** The theme with this id, hidden or not, or null. */
export async function anyTema(db: Reader, id: number): Promise<TemaText | null> {
  const row = await db('themes').where({ id }).first('id', 'title', 'title_key', 'content');
  return row ? textOf(row) : null;
}

/** Every theme, hidden ones too, by title key, with when it was created and whether members see it. */
export async function allTemas(
  db: Reader,
): Promise<Array<TemaTitle & { created_at: string; visible: boolean }>> {
  const rows = await db('themes').orderBy(['title_key', 'id']).select('id', 'title', 'created_at', 'visible');
  return rows.map((r) => ({
    ...titleOf(r),
    created_at: r.created_at as string,
    visible: Boolean(r.visible),
  }));
}

/** The themes whose title key matches the LIKE `pattern` (escaped with '!'), by title key. */
export async function temasWithTitleKeyLike(db: Reader, pattern: string): Promise<TemaTitle[]> {
  const rows = await db('themes')
    .whereRaw(`?? like ? escape '!'`, ['title_key', pattern])
    .orderBy(['title_key', 'id'])
    .select('id', 'title');
  return rows.map(titleOf);
}

/** Shows or hides the theme with this id from members. */
export async function setTemaVisibility(trx: Knex.Transaction, id: number, visible: boolean, now: string) {
  await trx('themes').where({ id }).update({ visible, updated_at: now });
}

/** Deletes the theme with this id, or this title key. */
export async function deleteTema(trx: Knex.Transaction, which: { id: number } | { title_key: string }) {
  await trx('themes').where(which).delete();
}

export function createTemaAdapter(clock: Clock = systemClock): KindAdapter {
  async function read(db: Reader, key: string): Promise<TemaSnapshot | null> {
    const row = await db('themes').where({ title_key: key }).first('content', 'visible');
    if (!row) return null;
    return { visible: Boolean(row.visible), tema: JSON.parse(row.content as string) as TemaUpload };
  }

  /** Updates the theme in place when it exists (its id, and so its links, stay), else recreates it. */
  async function write(trx: Knex.Transaction, key: string, content: unknown | null): Promise<void> {
    if (content === null) {
      await deleteTema(trx, { title_key: key });
      return;
    }
    const { visible, tema } = content as TemaSnapshot;
    if (titleKey(tema.title) !== key) throw badKey('tema', key);
    await storeTema(trx, tema, visible, isoNow(clock));
  }

  function summary(before: unknown | null, after: unknown | null): string {
    const title = ((after ?? before) as TemaSnapshot | null)?.tema.title ?? '';
    return temaSummary(title, before, after);
  }

  return { kind: 'tema', read, write, summary };
}

/** The key of a theme: its title's comparison key. */
export const temaKey = (title: string) => titleKey(title);
