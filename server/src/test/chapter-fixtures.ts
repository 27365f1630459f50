// Valid chapter and tema files and real ZIPs of them, for upload tests and the upload benchmark.
import type { MainChapter } from '@camino/schemas/main-chapter';
import type { OptionalChapter } from '@camino/schemas/optional-chapter';
import type { TemaUpload } from '@camino/schemas/tema';
import yazl from 'yazl';

const SPEAKERS = ['Peregrino', 'Maestro'];
const PHRASES = [
  'El camino no se mide por las veces que caes, sino por las veces que te levantas.',
  'La oración es el respiro del alma; sin ella el corazón se cansa pronto.',
  'Jesús no dio un mapa a sus discípulos; les dijo «Sígueme».',
  'El perdón no cambia el pasado, pero abre el futuro.',
  'Lo pequeño y constante transforma más que lo grande y pasajero.',
  'Quien sirve con alegría descubre que nunca camina solo.',
];

/** Sentence `n` of a deterministic text, so every chapter differs but runs stay reproducible. */
const phrase = (n: number) => PHRASES[n % PHRASES.length]!;

/**
 * A valid main chapter `{volume}-{index}.json`. `turns` sets the dialogue length (about 180 bytes
 * each); `variant` changes the text so a re-upload can carry different content.
 */
export function mainChapter(
  volume: number,
  index: number,
  options: { turns?: number; variant?: string } = {},
) {
  const turns = options.turns ?? 2;
  const tag = options.variant ? ` (${options.variant})` : '';
  const chapter: MainChapter = {
    info: { volume, index, date: `${(index % 28) + 1} de marzo` },
    description: `Capítulo ${volume}-${index}${tag}: ${phrase(volume + index)}`,
    dialogue: Array.from({ length: turns }, (_, i) => ({
      speaker: SPEAKERS[i % 2]!,
      text: `${phrase(volume * 7 + index + i)} ${phrase(i + 3)}${tag}`,
    })),
  };
  return chapter;
}

/** A valid optional chapter `{volume}-{index}_o.json`; `items` sets the length of each list. */
export function optionalChapter(
  volume: number,
  index: number,
  options: { items?: number; variant?: string } = {},
) {
  const items = options.items ?? 2;
  const tag = options.variant ? ` (${options.variant})` : '';
  const list = (offset: number) => Array.from({ length: items }, (_, i) => `${phrase(offset + i)}${tag}`);
  const chapter: OptionalChapter = {
    info: { volume, index, date: `${(index % 28) + 1} de marzo` },
    dialogue_summary: SPEAKERS.map((speaker, i) => ({ speaker, summary: phrase(index + i) + tag })),
    keywords: ['camino', 'fe', `capítulo ${index}`],
    topics: ['Fe', 'Oración'],
    quiz: { questions: list(1).map((q) => `¿${q}?`), answers: list(2) },
    new_testament: [{ reference: 'Juan 14:6', description: phrase(index), citation: 'Yo soy el camino.' }],
    homework: list(3),
    bulletpoints: list(4),
    user_comments: [{ user: 'Lucía', comment: phrase(volume) + tag }],
  };
  return chapter;
}

/** A valid tema upload. */
export function tema(title: string, chapters: Array<[number, number]> = [[1, 1]]): TemaUpload {
  return {
    title,
    items: chapters.map(([volume, index]) => ({
      info: {
        volume,
        index,
        date: '3 de marzo',
        link: `[Volumen ${volume}, capítulo ${index}](/volume/${volume}?chapter=${index})`,
      },
      dialogue_summary: [{ speaker: 'Maestro', summary: phrase(index) }],
    })),
  };
}

export type ZipInput = Array<[name: string, content: string | Buffer | object, options?: { mode?: number }]>;

/** A real ZIP (yazl) of the given entries; objects are written as JSON. */
export function zipOf(entries: ZipInput): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const mtime = new Date('2026-01-01T00:00:00Z');
  for (const [name, content, options] of entries) {
    const data = Buffer.isBuffer(content)
      ? content
      : Buffer.from(typeof content === 'string' ? content : JSON.stringify(content, null, 2));
    zip.addBuffer(data, name, { mtime, ...options });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** The entries of a volume's main ZIP: chapters `from`..`to` as `{volume}-{index}.json`. */
export function mainEntries(volume: number, from: number, to: number, variant?: string): ZipInput {
  return range(from, to).map((i) => [`${volume}-${i}.json`, mainChapter(volume, i, { variant })]);
}

/** The entries of a volume's optional ZIP: `{volume}-{index}_o.json`. */
export function optionalEntries(volume: number, from: number, to: number, variant?: string): ZipInput {
  return range(from, to).map((i) => [`${volume}-${i}_o.json`, optionalChapter(volume, i, { variant })]);
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
