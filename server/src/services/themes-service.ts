import type { Knex } from 'knex';
import { titleKey } from '@camino/schemas/comparison-keys';
import type { TemaUpload } from '@camino/schemas/tema';
import { message, notFound } from '../errors';
import { isoNow } from '../lib/clock';
import { contentHash, storedContentText } from '@camino/schemas/content-hash';
import { sha256 } from '../lib/sha256';
import type { AuditNote } from './audit-service';
import type { ContentVersion } from './content-version';
import type { ServiceDeps } from './deps';

export type ThemesService = ReturnType<typeof createThemesService>;

/**
 * Themes (temas): a title and the chapters that speak of it. Hidden themes are invisible to members.
 * Titles compare without case or accents on both databases ('Perdón' is 'perdon'): each row
 * stores its title's key (comparison-keys.ts), unique, and lists are ordered by it.
 */
export function createThemesService({ db, clock }: ServiceDeps, version: ContentVersion) {
  async function listVisible() {
    const rows = await db('themes')
      .where({ visible: true })
      .orderBy(['title_key', 'id'])
      .select('id', 'title');
    return rows.map((r) => ({ id: r.id as number, title: r.title as string }));
  }

  async function getVisible(id: number) {
    const row = await db('themes')
      .where({ id, visible: true })
      .first('id', 'title', 'content', 'content_hash');
    if (!row) throw notFound(message('tema_not_found'));
    return { id: row.id as number, title: row.title as string, content: row.content as string };
  }

  /** Any theme, hidden ones too (the admin's quick editor); 404 for an unknown id. */
  async function getAny(id: number) {
    const row = await db('themes').where({ id }).first('id', 'title', 'content');
    if (!row) throw notFound(message('tema_not_found'));
    return { id: row.id as number, title: row.title as string, content: row.content as string };
  }

  /** Every theme, hidden ones too, for the admin list. */
  async function listAll() {
    const rows = await db('themes')
      .orderBy(['title_key', 'id'])
      .select('id', 'title', 'created_at', 'visible');
    return rows.map((r) => ({
      id: r.id as number,
      title: r.title as string,
      created_at: r.created_at as string,
      visible: Boolean(r.visible),
    }));
  }

  /** The themes whose title contains `search`, in any case and with or without accents. */
  async function findByTitle(search: string) {
    const key = titleKey(search);
    // '!' escapes LIKE's wildcards: a backslash means different things in MySQL and SQLite literals.
    const pattern = `%${key.replace(/[!%_]/g, (c) => `!${c}`)}%`;
    const rows = await db('themes')
      .whereRaw(`?? like ? escape '!'`, ['title_key', pattern])
      .orderBy(['title_key', 'id'])
      .select('id', 'title');
    return rows.map((r) => ({ id: r.id as number, title: r.title as string }));
  }

  /**
   * Creates or replaces (by title, in any case and with or without accents) several themes in one
   * transaction, so an upload is stored whole or not at all; a replaced theme keeps its id and
   * visibility and takes the uploaded spelling of the title. Returns ids and titles.
   */
  async function upsertMany(
    temas: TemaUpload[],
    audit?: AuditNote<Array<{ id: number; title: string }>>,
  ): Promise<Array<{ id: number; title: string }>> {
    return version.write((trx) => upsertManyIn(trx, temas), audit);
  }

  /** upsertMany's writes inside the caller's transaction (publishing); the caller raises the generation. */
  async function upsertManyIn(
    trx: Knex.Transaction,
    temas: TemaUpload[],
  ): Promise<Array<{ id: number; title: string }>> {
    const now = isoNow(clock);
    const saved = [];
    for (const tema of temas) {
      const content = storedContentText(tema);
      const title_key = titleKey(tema.title);
      await trx('themes')
        .insert({
          title: tema.title,
          title_key,
          content,
          content_hash: contentHash(content, sha256),
          visible: true,
          created_at: now,
          updated_at: now,
        })
        .onConflict('title_key')
        .merge(['title', 'content', 'content_hash', 'updated_at']);
      const row = await trx('themes').where({ title_key }).first('id', 'title');
      saved.push({ id: row.id as number, title: row.title as string });
    }
    return saved;
  }

  /** Shows or hides a theme from members; 404 for an unknown id. Returns its title. */
  async function setVisibility(id: number, visible: boolean, audit?: AuditNote<string>): Promise<string> {
    const row = await db('themes').where({ id }).first('title');
    if (!row) throw notFound(message('tema_not_found'));
    const title = row.title as string;
    return version.write(async (trx) => {
      await trx('themes')
        .where({ id })
        .update({ visible, updated_at: isoNow(clock) });
      return title;
    }, audit);
  }

  /** Deletes a theme; 404 for an unknown id. Returns its title. */
  async function remove(id: number, audit?: AuditNote<string>): Promise<string> {
    const row = await db('themes').where({ id }).first('title');
    if (!row) throw notFound(message('tema_not_found'));
    const title = row.title as string;
    return version.write(async (trx) => {
      await trx('themes').where({ id }).delete();
      return title;
    }, audit);
  }

  /** A theme's title and title key, read in `trx` (404 for an unknown id): what publishing touches. */
  async function keyOf(trx: Knex.Transaction, id: number): Promise<{ title: string; key: string }> {
    const row = await trx('themes').where({ id }).first('title', 'title_key');
    if (!row) throw notFound(message('tema_not_found'));
    return { title: row.title as string, key: row.title_key as string };
  }

  /** setVisibility's and remove's writes inside the caller's transaction (publishing). */
  async function setVisibilityIn(trx: Knex.Transaction, id: number, visible: boolean) {
    await trx('themes')
      .where({ id })
      .update({ visible, updated_at: isoNow(clock) });
  }
  async function removeIn(trx: Knex.Transaction, id: number) {
    await trx('themes').where({ id }).delete();
  }

  return {
    listVisible,
    getVisible,
    getAny,
    listAll,
    findByTitle,
    upsertMany,
    upsertManyIn,
    setVisibility,
    setVisibilityIn,
    remove,
    removeIn,
    keyOf,
  };
}
