import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localDate } from '@camino/schemas/calendar-date';
import { firstSundayOfAdvent } from '@camino/schemas/liturgical-anchors';
import { validatePath, type PathDay, type PathFile } from '@camino/schemas/path';

type Chapter = { volume: number; index: number };

/** Whole days from `from` to `to` (YYYY-MM-DD). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The Advent path: one day per day of the coming (or current) Advent, from its First Sunday to
 * 24 December, each with that day's gospel and one of the demo chapters in turn.
 */
export function adventPathFor(today: string, chapters: Chapter[]): PathFile {
  const year = Number(today.slice(0, 4));
  // Advent ends on 24 December; after it, the next Advent is the one to prepare.
  const first = today > `${year}-12-24` ? firstSundayOfAdvent(year + 1) : firstSundayOfAdvent(year);
  const length = daysBetween(first, `${first.slice(0, 4)}-12-24`) + 1;
  const days: PathDay[] = Array.from({ length }, (_, i) => {
    const sunday = i % 7 === 0;
    return {
      gospel: true,
      chapters: [chapters[i % chapters.length]!],
      ...(sunday
        ? {
            prompt: {
              en: `Advent week ${i / 7 + 1}: light one more candle and keep a moment of silence.`,
              es: `Semana ${i / 7 + 1} de Adviento: enciende una vela más y guarda un momento de silencio.`,
            },
          }
        : {}),
    };
  });
  return {
    id: 'advent',
    title: { en: 'Advent', es: 'Adviento' },
    description: {
      en: 'From the First Sunday of Advent to Christmas Eve: the gospel of each day and a chapter to walk with it.',
      es: 'Del primer domingo de Adviento a Nochebuena: el evangelio de cada día y un capítulo para caminar con él.',
    },
    start: 'first-sunday-of-advent',
    days,
  };
}

/** "Camino in a year": every published chapter, one a day, in order. */
export function yearPathFor(chapters: Chapter[]): PathFile {
  return {
    id: 'camino-in-a-year',
    title: { en: 'Camino in a year', es: 'Camino en un año' },
    description: {
      en: 'Every published chapter, one a day, from the first volume on.',
      es: 'Todos los capítulos publicados, uno al día, desde el primer volumen.',
    },
    start: 'on-join',
    days: chapters.map((chapter) => ({ chapters: [chapter] })),
  };
}

/** A demo path file, checked with the schema an admin's upload meets. */
function checked(file: unknown, name: string): PathFile {
  const result = validatePath(file);
  if (!result.ok)
    throw new Error(`Demo path ${name} is invalid: ${result.problems.map((p) => p.pointer).join(', ')}`);
  return result.value;
}

/**
 * The three demo paths: the first week (content/paths/first-week.json), Advent and "Camino in
 * a year", the last two built from the demo's published chapters (`chapters`, in order).
 */
export function demoPaths(contentDir: string, now: Date, chapters: Chapter[]): PathFile[] {
  const firstWeek = JSON.parse(
    readFileSync(path.join(contentDir, 'paths', 'first-week.json'), 'utf8'),
  ) as unknown;
  return [
    checked(firstWeek, 'first-week.json'),
    checked(adventPathFor(localDate(now), chapters), 'advent'),
    checked(yearPathFor(chapters), 'camino-in-a-year'),
  ];
}
