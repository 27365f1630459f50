import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { parseChapterFileName } from '@camino/schemas/chapter-file-name';
import { titleKey } from '@camino/schemas/comparison-keys';
import { parsePlaylistFileName } from '@camino/schemas/file-naming';
import type { TranslatableKind } from '@camino/schemas/translations/translatable';
import { parseTranslationFileName } from '@camino/schemas/translations/translation-file-name';
import { validateTranslation } from '@camino/schemas/translations/validate-translation';
import type { GospelEntry } from '@camino/schemas/gospel-entry';
import { validateGospelUpload } from '@camino/schemas/gospel-upload';
import { validateImageConfig } from '@camino/schemas/image-config';
import { validateMainChapter } from '@camino/schemas/main-chapter';
import { validateNewsConfigBody } from '@camino/schemas/news-config-body';
import { validateOptionalChapter } from '@camino/schemas/optional-chapter';
import { validatePlaylist, volumeFromPlaylistTitle } from '@camino/schemas/playlist';
import { validateTema } from '@camino/schemas/tema';
import type { Problem } from '@camino/schemas/validator';
import type { Config } from '../config';
import { addDays, localDate } from '@camino/schemas/calendar-date';
import { isoNow, type Clock } from '../lib/clock';
import { sha256 } from '../lib/sha256';
import { noMail } from '../mail/mailer';
import { createServices } from '../services/create-services';
import { addVolumes, volumeCount, type VolumeRow } from '../services/publishing/kinds/volumes';
import { translationSource } from '../services/publishing/kinds/translation-sources';
import { storeTranslation } from '../services/publishing/kinds/translations';
import { storePath } from '../services/publishing/kinds/reading-path';
import { demoPaths } from './demo-paths';
import { chapterFileKey } from '../services/publishing/kinds/volume-keys';
import { SETTING_DEFAULTS } from '../services/settings-service';
import { isUniqueViolation } from '../services/users-service';
import type { Db } from '../db/connection';

const CONTENT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'demo', 'content');

const WEEKDAYS = {
  es: ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

type Validator<T> = (data: unknown) => { ok: true; value: T } | { ok: false; problems: Problem[] };

/** Reads a demo file and validates it with the same schema an admin upload would meet. */
function load<T>(relative: string, validate: Validator<T>): T {
  const data: unknown = JSON.parse(readFileSync(path.join(CONTENT_DIR, relative), 'utf8'));
  const result = validate(data);
  if (!result.ok) {
    const detail = result.problems.map((p) => `${p.pointer || '/'} ${p.message}`).join('; ');
    throw new Error(`Demo file ${relative} is invalid: ${detail}`);
  }
  return result.value;
}

/** The source files of a folder (a translation, `1-3.en.json`, is seeded with seedTranslations). */
const list = (dir: string) =>
  readdirSync(path.join(CONTENT_DIR, dir))
    .filter((f) => f.endsWith('.json') && !parseTranslationFileName(f))
    .sort();

const translationsIn = (dir: string) =>
  readdirSync(path.join(CONTENT_DIR, dir))
    .map((name) => ({ name, translation: parseTranslationFileName(name) }))
    .filter((f) => f.translation !== null)
    .sort((a, b) => a.name.localeCompare(b.name));

/** Moves the demo week so it always surrounds `today` (3 days before to 3 after). */
export function redateGospelEntries(entries: GospelEntry[], today: string): GospelEntry[] {
  return entries.map((entry, i) => {
    const date = addDays(today, i - 3);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    return {
      ...entry,
      date,
      weekday: WEEKDAYS.es[weekday],
      ...(entry.url ? { url: entry.url.replace(entry.date, date) } : {}),
      ...(entry.en ? { en: { ...entry.en, weekday: WEEKDAYS.en[weekday] } } : {}),
    };
  });
}

/**
 * Fills an empty database (no volumes yet) with the demo: 36 volumes, three volumes of chapters,
 * a week of gospel entries around today, themes, news, the featured image and About. All in one
 * transaction, so a failed seed leaves the database empty and the next start tries again.
 */
export async function seedDemoIfEmpty(db: Db, config: Config, clock: Clock): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    if ((await volumeCount(db)) > 0) return false;

    try {
      await seedDemo(db, config, clock);
      return true;
    } catch (err) {
      // Another server starting at the same moment seeded first; its demo is the one kept.
      if (isUniqueViolation(err)) return false;
      // Or MySQL chose this seed as the victim of a deadlock with the other one: look again.
      if ((err as { code?: string }).code === 'ER_LOCK_DEADLOCK' && attempt < 5) continue;
      throw err;
    }
  }
}

async function seedDemo(db: Db, config: Config, clock: Clock): Promise<void> {
  await db.transaction(async (trx) => {
    const services = createServices({ db: trx, config, clock }, noMail);
    const volumes = JSON.parse(readFileSync(path.join(CONTENT_DIR, 'volumes.json'), 'utf8')) as VolumeRow[];
    await addVolumes(trx, volumes);

    for (const file of list('playlists')) {
      const playlist = load(`playlists/${file}`, validatePlaylist);
      await services.volumes.replacePlaylist(volumeFromPlaylistTitle(playlist.playlistTitle)!, playlist);
    }
    for (const [dir, validate] of [
      ['main', validateMainChapter],
      ['optional', validateOptionalChapter],
    ] as const) {
      for (const file of list(dir)) {
        const name = parseChapterFileName(file);
        if (!name) throw new Error(`Demo file ${dir}/${file} is not named {volume}-{index}`);
        const chapter = load<unknown>(`${dir}/${file}`, validate);
        await services.chapters.put(name.kind, name.volume, name.index, JSON.stringify(chapter));
      }
    }
    await services.themes.upsertMany(list('temas').map((file) => load(`temas/${file}`, validateTema)));

    const gospel = load('evangelios.json', validateGospelUpload);
    await services.gospel.putEntries(redateGospelEntries(gospel, localDate(clock.now())));

    await services.settings.set('news', load('news.json', validateNewsConfigBody));
    const image = load('image.json', validateImageConfig);
    await services.settings.set('image', { ...SETTING_DEFAULTS.image, ...image });
    await services.settings.set('about', {
      content: readFileSync(path.join(CONTENT_DIR, 'about.md'), 'utf8'),
    });
    await seedTranslations(trx, clock);

    // The reading paths, listed in this order: each is stored a millisecond after the last.
    const chapters = list('main')
      .map((file) => parseChapterFileName(file)!)
      .map(({ volume, index }) => ({ volume, index }));
    const paths = demoPaths(CONTENT_DIR, clock.now(), chapters);
    for (const [i, file] of paths.entries()) {
      await storePath(trx, file, new Date(clock.now().getTime() + i).toISOString());
    }
  });
}

/**
 * Which demo translation is out of date on first start, so the admin's status shows one: it is
 * stamped as made from an earlier text of its source than the one seeded.
 */
const OUT_OF_DATE_DEMO = 'main/1-5.en.json';

/** The item a demo translation file translates (its source file's kind and key). */
function itemOf(dir: string, sourceName: string): { kind: TranslatableKind; key: string } {
  if (dir === 'playlists') return { kind: 'playlist', key: String(parsePlaylistFileName(sourceName)) };
  if (dir === 'temas')
    return { kind: 'tema', key: titleKey(load(`temas/${sourceName}`, validateTema).title) };
  if (dir === '.') return { kind: 'about', key: 'about' };
  const chapter = parseChapterFileName(sourceName)!;
  return {
    kind: chapter.kind === 'main' ? 'main_file' : 'optional_file',
    key: chapterFileKey(chapter.volume, chapter.index),
  };
}

/** Every demo translation, checked against its seeded source as an admin's would be. */
async function seedTranslations(trx: Knex.Transaction, clock: Clock): Promise<void> {
  for (const dir of ['playlists', 'main', 'optional', 'temas', '.']) {
    for (const { name, translation } of translationsIn(dir)) {
      const relative = path.join(dir, name);
      const { kind, key } = itemOf(dir, translation!.sourceName);
      const source = await translationSource(trx, kind, key);
      if (!source) throw new Error(`Demo translation ${relative} has no seeded source`);
      const text = readFileSync(path.join(CONTENT_DIR, relative), 'utf8');
      const content = kind === 'about' ? { content: text } : (JSON.parse(text) as unknown);
      const checked = validateTranslation(kind, source.document, content);
      if (!checked.ok)
        throw new Error(`Demo translation ${relative} is invalid: ${checked.problems[0]!.message}`);
      const madeFrom = relative === OUT_OF_DATE_DEMO ? sha256(`an earlier ${source.hash}`) : source.hash;
      const id = { kind, key, lang: translation!.lang };
      await storeTranslation(trx, id, { content, source_hash: madeFrom }, isoNow(clock));
    }
  }
}
