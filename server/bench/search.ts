// `npm run bench` (search part): the search of issue 18 on a generated full-size library, 36
// volumes × 70 chapters (2,520) of realistic Spanish text, 365 gospel days in Spanish and English
// and 120 themes, stored through the services in a SQLite database of its own. Prints the index
// build time, the resident memory it adds, and p50/p95 latency of 200 mixed queries through the
// search service (member search: text, notes, scripture lookup), against the goals: build < 5 s,
// < 150 MB added RSS, p95 < 20 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GospelEntry } from '@camino/schemas/gospel-entry';
import type { MainChapter } from '@camino/schemas/main-chapter';
import type { OptionalChapter } from '@camino/schemas/optional-chapter';
import type { TemaUpload } from '@camino/schemas/tema';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db/connection';
import { migrateLatest } from '../src/db/migration-source';
import { systemClock } from '../src/lib/clock';
import { noMail } from '../src/mail/mailer';
import { createServices } from '../src/services/create-services';
import { report } from './results';

export const VOLUMES = 36;
export const CHAPTERS = 70;
const GOSPEL_DAYS = 365;
const THEMES = 120;
const QUERIES = 200;
const GOALS = { buildS: 5, addedMb: 150, p95Ms: 20 };

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

// Spanish sentences built from the vocabulary a devotional dialogue uses: inflected verbs, accented
// nouns, the everyday words around them. About 2,000 different word forms.
const SUBJECTS = [
  'El Maestro',
  'El Peregrino',
  'Jesús',
  'La comunidad',
  'Quien ora',
  'El corazón humilde',
  'Pedro',
  'La madre',
  'El discípulo',
  'Cada creyente',
  'El pobre',
  'La samaritana',
  'El hijo pródigo',
  'María',
  'El pastor',
  'La Iglesia',
  'El enfermo',
  'Zaqueo',
  'Tomás',
  'La viuda',
  'El publicano',
];
const VERBS = [
  'perdonó',
  'perdona',
  'perdonará',
  'busca',
  'buscaba',
  'encontró',
  'enseña',
  'enseñó',
  'camina',
  'caminaba',
  'reza',
  'rezó',
  'ora',
  'oraba',
  'escucha',
  'escuchó',
  'sirve',
  'sirvió',
  'espera',
  'esperaba',
  'confía',
  'confió',
  'agradece',
  'comparte',
  'compartió',
  'abraza',
  'abrazó',
  'descubre',
  'descubrió',
  'acoge',
  'acogió',
  'sana',
  'sanó',
  'llama',
  'llamó',
  'sigue',
  'siguió',
  'recuerda',
  'olvida',
  'levanta',
  'levantó',
  'consuela',
  'consoló',
  'bendice',
  'bendijo',
  'ama',
  'amó',
];
const OBJECTS = [
  'la oración sencilla',
  'el perdón de los pecados',
  'la misericordia del Padre',
  'el camino estrecho',
  'la humildad del corazón',
  'la alegría del Evangelio',
  'la paz interior',
  'la fe de los pequeños',
  'la esperanza cristiana',
  'el silencio de la noche',
  'la Palabra de Dios',
  'el pan compartido',
  'la luz del mundo',
  'la sal de la tierra',
  'el tesoro escondido',
  'la perla preciosa',
  'la oveja perdida',
  'la moneda perdida',
  'la semilla de mostaza',
  'el grano de trigo',
  'la casa sobre la roca',
  'la puerta estrecha',
  'el agua viva',
  'la vid verdadera',
  'el buen samaritano',
  'la cruz de cada día',
  'la caridad fraterna',
  'la vocación del servicio',
  'la tentación del desierto',
  'la conversión del corazón',
  'la gratitud diaria',
  'la confianza filial',
  'el examen de conciencia',
  'la reconciliación',
  'la comunión de los santos',
  'el ayuno y la limosna',
];
const ENDINGS = [
  'en medio de la dificultad',
  'cada mañana al despertar',
  'con el corazón abierto',
  'sin pedir nada a cambio',
  'cuando nadie lo mira',
  'junto a los que sufren',
  'en la oración de la tarde',
  'a lo largo del camino',
  'con paciencia y constancia',
  'aunque tropiece muchas veces',
  'en lo pequeño de cada día',
  'como un niño confiado',
  'a pesar del cansancio',
  'frente a la injusticia',
  'en la mesa familiar',
];
const CONNECTORS = ['Por eso', 'Sin embargo', 'Además', 'Así', 'Entonces', 'Y también', 'Porque', 'Aun así'];
const NAMES_EN = ['Jesus', 'Peter', 'The father', 'Mary', 'The shepherd', 'The disciple', 'The widow'];
const VERBS_EN = [
  'forgives',
  'forgave',
  'teaches',
  'prays for',
  'welcomes',
  'heals',
  'calls',
  'blesses',
  'follows',
];
const OBJECTS_EN = [
  'the lost sheep',
  'the prodigal son',
  'the poor in spirit',
  'the sick and the weary',
  'his disciples',
  'the crowd on the mountain',
  'the woman at the well',
  'the tax collector',
  'those who mourn',
];

type Random = ReturnType<typeof random>;

/**
 * The words one chapter speaks of: like real chapters, each dwells on a few subjects, so a word
 * is found in some chapters and not in all of them.
 */
function topicOf(r: Random) {
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
const paragraph = (r: Random, t: Topic, sentences: number) =>
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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const rssMb = () => process.memoryUsage().rss / 1024 / 1024;
const collect = () => (globalThis as { gc?: () => void }).gc?.();

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'camino-bench-search-'));
  const config = { ...loadConfig({ ...process.env, DATABASE_URL: '', DATA_DIR: dir }), dataDir: dir };
  const db = createDb({ dataDir: dir });
  try {
    await migrateLatest(db);
    const services = createServices({ db, config, clock: systemClock }, noMail);
    console.log(
      `\nSearch: ${VOLUMES * CHAPTERS} chapters, ${GOSPEL_DAYS} gospel days, ${THEMES} themes (storing…)`,
    );
    await db('volumes').insert(
      Array.from({ length: VOLUMES }, (_, i) => ({
        volume_number: i + 1,
        is_available: true,
        youtube_url: null,
      })),
    );
    for (let volume = 1; volume <= VOLUMES; volume++) {
      await services.volumes.replacePlaylist(volume, {
        playlistId: `PL${volume}`,
        playlistTitle: `Camino - Volumen ${volume}`,
        description: '',
        items: Array.from({ length: CHAPTERS }, (_, i) => ({
          title: chapterTitle(volume, i + 1),
          videoId: `v${volume}x${i + 1}`,
          url: `https://www.youtube.com/watch?v=v${volume}x${i + 1}`,
          channelTitle: 'Camino',
          thumbnail: `https://i.ytimg.com/vi/v${volume}x${i + 1}/hqdefault.jpg`,
        })),
      });
      const files = Array.from({ length: CHAPTERS }, (_, i) => ({
        index: i + 1,
        ...chapterFiles(volume, i + 1),
      }));
      await services.chapters.putBatch(
        'main',
        volume,
        files.map((f) => ({ index: f.index, content: JSON.stringify(f.main) })),
      );
      await services.chapters.putBatch(
        'optional',
        volume,
        files.map((f) => ({ index: f.index, content: JSON.stringify(f.optional) })),
      );
    }
    await services.themes.upsertMany(Array.from({ length: THEMES }, (_, n) => theme(n + 1)));
    await services.gospel.putEntries(Array.from({ length: GOSPEL_DAYS }, (_, n) => gospelDay(n)));
    const member = await services.users.register(
      { first_name: 'Ana', last_name: 'Bench', email: 'bench@example.com', password: 'secret123' },
      true,
    );
    for (let index = 1; index <= 40; index++) {
      await services.memberData.saveNote(
        member.id,
        1,
        index,
        paragraph(random(index), topicOf(random(index)), 3),
      );
    }

    collect();
    const before = rssMb();
    const started = performance.now();
    await services.search.settled();
    const buildS = (performance.now() - started) / 1000;
    collect();
    const addedMb = rssMb() - before;

    const times: number[] = [];
    // CPU time is shown beside the latency: on a busy machine wall-clock percentiles measure the
    // wait for a core as much as the search.
    const cpuBefore = process.cpuUsage();
    for (const [i, text] of mixedQueries().entries()) {
      const t = performance.now();
      await services.search.search({ text, language: i % 5 === 0 ? 'en' : 'es', userId: member.id });
      times.push(performance.now() - t);
    }
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = (cpu.user + cpu.system) / 1000 / times.length;
    times.sort((a, b) => a - b);
    const within = (value: number, goal: number) => value < goal;
    report({
      figure: 'search: index build (load + index, 2,520 chapters)',
      value: buildS,
      unit: 's',
      goal: `< ${GOALS.buildS} s`,
      within: within(buildS, GOALS.buildS),
    });
    report({
      figure: 'search: resident memory added by the index',
      value: addedMb,
      unit: 'MB',
      goal: `< ${GOALS.addedMb} MB`,
      within: within(addedMb, GOALS.addedMb),
      detail: (globalThis as { gc?: unknown }).gc ? 'after GC' : 'run with --expose-gc for a steadier figure',
    });
    report({
      figure: 'search: latency p50 (200 mixed queries, member)',
      value: percentile(times, 0.5),
      unit: 'ms',
      goal: '',
      within: null,
    });
    report({
      figure: 'search: latency p95 (200 mixed queries, member)',
      value: percentile(times, 0.95),
      unit: 'ms',
      goal: `< ${GOALS.p95Ms} ms`,
      within: within(percentile(times, 0.95), GOALS.p95Ms),
    });
    report({
      figure: 'search: CPU time per query (mean, same 200 queries)',
      value: cpuMs,
      unit: 'ms',
      goal: '',
      within: null,
      detail: `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
    });
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
