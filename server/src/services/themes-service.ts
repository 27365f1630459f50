import type { Knex } from 'knex';
import { titleKey } from '@camino/schemas/comparison-keys';
import type { TemaUpload } from '@camino/schemas/tema';
import type { Language } from '@camino/schemas/languages';
import { SOURCE_LANGUAGE, versionLanguage } from '@camino/schemas/translations/translatable';
import { message, notFound } from '../errors';
import { isoNow } from '../lib/clock';
import type { AuditNote } from './audit-service';
import type { ContentVersion } from './content-version';
import type { ServiceDeps } from './deps';
import {
  allTemas,
  anyTema,
  deleteTema,
  setTemaVisibility,
  storeTema,
  temaOfId,
  temasWithTitleKeyLike,
  visibleTema,
  visibleTemaTitles,
} from './publishing/kinds/tema';
import { readerTranslation, translationsOfKind } from './publishing/kinds/translations';

export type ThemesService = ReturnType<typeof createThemesService>;

/**
 * Themes (temas): a title and the chapters that speak of it. Hidden themes are invisible to members.
 * Titles compare without case or accents on both databases ('Perdón' is 'perdon'): each row
 * stores its title's key (comparison-keys.ts), unique, and lists are ordered by it.
 */
export function createThemesService({ db, clock }: ServiceDeps, version: ContentVersion) {
  /** The themes members see, each titled in `lang` when translated (one query for the translations). */
  async function listVisible(lang: Language) {
    const temas = await visibleTemaTitles(db);
    const translated =
      lang === SOURCE_LANGUAGE
        ? new Map()
        : await translationsOfKind(
            db,
            'tema',
            temas.map((t) => t.key),
            lang,
          );
    return temas.map(({ id, title, key }) => {
      const translation = translated.get(key)?.content as TemaUpload | undefined;
      return { id, title: translation?.title ?? title, ...versionLanguage(lang, translation !== undefined) };
    });
  }

  /** A theme members see, in `lang` when translated (404 for a hidden or unknown one). */
  async function getVisible(id: number, lang: Language) {
    const tema = await visibleTema(db, id);
    if (!tema) throw notFound(message('tema_not_found'));
    const translation = await readerTranslation(db, 'tema', tema.key, lang);
    const content = translation?.content ?? tema.content;
    const title = translation ? (JSON.parse(translation.content) as TemaUpload).title : tema.title;
    return { id, title, content, ...versionLanguage(lang, translation !== undefined) };
  }

  /** Any theme, hidden ones too (the admin's quick editor); 404 for an unknown id. */
  async function getAny(id: number) {
    const tema = await anyTema(db, id);
    if (!tema) throw notFound(message('tema_not_found'));
    return tema;
  }

  /** Every theme, hidden ones too, for the admin list. */
  async function listAll() {
    return allTemas(db);
  }

  /** The themes whose title contains `search`, in any case and with or without accents. */
  async function findByTitle(search: string) {
    const key = titleKey(search);
    // '!' escapes LIKE's wildcards: a backslash means different things in MySQL and SQLite literals.
    const pattern = `%${key.replace(/[!%_]/g, (c) => `!${c}`)}%`;
    return temasWithTitleKeyLike(db, pattern);
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
    for (const tema of temas) saved.push(await storeTema(trx, tema, true, now, { keepVisibility: true }));
    return saved;
  }

  /** A theme's title and title key (404 for an unknown id): what publishing touches. */
  async function keyOf(reader: Knex | Knex.Transaction, id: number): Promise<{ title: string; key: string }> {
    const tema = await temaOfId(reader, id);
    if (!tema) throw notFound(message('tema_not_found'));
    return tema;
  }

  /** setVisibility's and remove's writes inside the caller's transaction (publishing). */
  async function setVisibilityIn(trx: Knex.Transaction, id: number, visible: boolean) {
    await setTemaVisibility(trx, id, visible, isoNow(clock));
  }
  async function removeIn(trx: Knex.Transaction, id: number) {
    await deleteTema(trx, { id });
  }

  return {
    listVisible,
    getVisible,
    getAny,
    listAll,
    findByTitle,
    upsertMany,
    upsertManyIn,
    setVisibilityIn,
    removeIn,
    keyOf,
  };
}
