// The search benchmark's generated library: 36 volumes × 70 chapters (2,520) of realistic
// Spanish text, 365 gospel days in Spanish and English, 120 themes, and the 200 mixed queries.
// Deterministic (a seeded generator), so every run searches the same library.
import type { GospelEntry } from '@camino/schemas/gospel-entry';
import type { MainChapter } from '@camino/schemas/main-chapter';
import type { OptionalChapter } from '@camino/schemas/optional-chapter';
import type { TemaUpload } from '@camino/schemas/tema';
import { CONNECTORS, ENDINGS, NAMES_EN, OBJECTS, OBJECTS_EN, SUBJECTS, VERBS, VERBS_EN } from './vocabulary';

export const VOLUMES = 36;
export const CHAPTERS = 70;
export const GOSPEL_DAYS = 365;
export const THEMES = 120;
export const QUERIES = 200;

/** A small deterministic generator (mulberry32), so every run searches the same library. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

type Random = ReturnType<typeof random>;

/**
 * The words one chapter speaks of: like real chapters, each dwells on a few subjects, so a word
 * is found in some chapters and not in all of them.
 */
export function topicOf(r: Random) {
  const some = <T>(list: readonly T[], n: number) => Array.from({ length: n }, () => r.pick(list));
  return {
    subjects: some(SUBJECTS, 5),
    verbs: some(VERBS, 8),
    objects: some(OBJECTS, 5),
    endings: some(ENDINGS, 5),
  };
}
type Topic = ReturnType<typeof topicOf>;

/** One sentence, sometimes two joined by a connector (40 to 160 characters). */
function sentence(r: Random, t: Topic): string {
  const one = `${r.pick(t.subjects)} ${r.pick(t.verbs)} ${r.pick(t.objects)} ${r.pick(t.endings)}.`;
  if (r.next() < 0.5) return one;
  return `${one} ${r.pick(CONNECTORS)}, ${r.pick(t.subjects).toLowerCase()} ${r.pick(t.verbs)} ${r.pick(t.objects)}.`;
}
export const paragraph = (r: Random, t: Topic, sentences: number) =>
  Array.from({ length: sentences }, () => sentence(r, t)).join(' ');

/** A chapter's main and optional files (about 4 to 7 KB together, like the real ones). */
export function chapterFiles(
  volume: number,
  index: number,
): { main: MainChapter; optional: OptionalChapter } {
  const r = random(volume * 1000 + index);
  const t = topicOf(r);
  const info = { volume, index, date: `${(index % 28) + 1} de marzo` };
  const list = (n: number) => Array.from({ length: n }, () => sentence(r, t));
  return {
    main: {
      info,
      description: paragraph(r, t, 2),
      dialogue: Array.from({ length: 14 + Math.floor(r.next() * 12) }, (_, i) => ({
        speaker: i % 2 === 0 ? 'Peregrino' : 'Maestro',
        text: paragraph(r, t, 1 + Math.floor(r.next() * 2)),
      })),
    },
    optional: {
      info,
      dialogue_summary: [
        { speaker: 'Peregrino', summary: paragraph(r, t, 2) },
        { speaker: 'Maestro', summary: paragraph(r, t, 2) },
      ],
      bulletpoints: list(5),
      homework: list(3),
      new_testament: [
        {
          reference: `Mateo ${1 + ((volume + index) % 28)}:${1 + (index % 20)}-${3 + (index % 20)}`,
          description: sentence(r, t),
          citation: '',
        },
      ],
    },
  };
}

/** A chapter's video title, as the playlist gives it. */
export const chapterTitle = (volume: number, index: number) => {
  const r = random(volume * 7919 + index);
  const object = r.pick(OBJECTS);
  return `${volume}-${index}. ${object[0]!.toUpperCase()}${object.slice(1)}`;
};

/** Gospel day `n` (from 2030-01-01), in Spanish with its English translation. */
export function gospelDay(n: number): GospelEntry {
  const r = random(50_000 + n);
  const t = topicOf(r);
  const date = new Date(Date.UTC(2030, 0, 1 + n)).toISOString().slice(0, 10);
  const chapter = 1 + (n % 24);
  const english = () => `${r.pick(NAMES_EN)} ${r.pick(VERBS_EN)} ${r.pick(OBJECTS_EN)}.`;
  return {
    date,
    weekday: 'Lunes',
    gospel: {
      heading: 'Lectura del santo evangelio según san Mateo',
      reference: `Mateo ${chapter}:1-12`,
      intro: sentence(r, t),
      verses: Array.from({ length: 8 }, () => sentence(r, t)),
    },
    reflexion: `<p>${paragraph(r, t, 3)}</p><p>${paragraph(r, t, 3)}</p>`,
    en: {
      gospel: { reference: `Matthew ${chapter}:1-12`, verses: Array.from({ length: 8 }, english) },
      reflexion: `<p>${Array.from({ length: 5 }, english).join(' ')}</p>`,
    },
  };
}

/** Theme `n`: a title and the summaries of a dozen chapters. */
export function theme(n: number): TemaUpload {
  const r = random(90_000 + n);
  const t = topicOf(r);
  return {
    title: `${r.pick(OBJECTS)} ${n}`,
    items: Array.from({ length: 12 }, (_, i) => {
      const volume = 1 + ((n + i) % VOLUMES);
      const index = 1 + ((n * 3 + i) % CHAPTERS);
      return {
        info: { volume, index, date: '3 de marzo', link: `[Capítulo](/volume/${volume}?chapter=${index})` },
        dialogue_summary: [{ speaker: 'Maestro', summary: paragraph(r, t, 2) }],
      };
    }),
  };
}

/** 200 queries as readers type them: words with and without accents, inflections, pairs, prefixes, references. */
export function mixedQueries(): string[] {
  const r = random(4242);
  const words = [
    'perdonar',
    'oracion',
    'misericordia',
    'camino',
    'humildad',
    'alegría',
    'samaritano',
    'paz',
    'esperanza',
    'pan',
    'semilla',
    'conversion',
    'pastor',
    'zaqueo',
    'gratitud',
  ];
  const kinds: Array<() => string> = [
    () => r.pick(words),
    () => `${r.pick(words)} ${r.pick(words)}`,
    () => r.pick(OBJECTS),
    () => r.pick(VERBS),
    () => r.pick(words).slice(0, 4), // a word still being typed
    () => r.pick(['forgive', 'shepherd', 'healing', 'prodigal son', 'mourn']),
    () => r.pick(['Mt 5,3', 'Mateo 7:13-14', 'Juan 3,16', 'Lc 15']),
    () => 'palabraquenoexiste',
  ];
  return Array.from({ length: QUERIES }, (_, i) => kinds[i % kinds.length]!());
}

/**
 * Searches made before measuring, as a running server has made them: the first searches of a
 * process compile the reference parser's patterns (per language and notation) and the code paths.
 * None of them is one of the measured queries, so no answer is cached for those.
 */
export const WARM_UP_QUERIES: Array<[string, 'es' | 'en']> = [
  ['fe', 'es'],
  ['silencio noche', 'en'],
  ['Juan 1,1', 'es'],
  ['Juan 1:1', 'es'],
  ['John 1:1', 'en'],
  ['Jn 1,1', 'en'],
  ['la luz del mundo', 'es'],
  ['heals', 'en'],
  ['tesor', 'es'],
  ['agua viva', 'es'],
];
