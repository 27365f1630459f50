// Every English file of the demo content must pass the same check an admin's upload of it would
// (validateTranslation: the kind's schema, then the shape against its Spanish source), so the
// seeded demo never shows a translation the server itself would refuse.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { localizeProblems } from '@camino/schemas/messages/render-problem';
import type { TranslatableKind } from '@camino/schemas/translations/translatable';
import { parseTranslationFileName } from '@camino/schemas/translations/translation-file-name';
import { validateTranslation } from '@camino/schemas/translations/validate-translation';

const CONTENT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'content');

/** The kind of each translatable folder of the demo content. */
const KIND_BY_FOLDER: Readonly<Record<string, TranslatableKind>> = {
  playlists: 'playlist',
  main: 'main_file',
  optional: 'optional_file',
  temas: 'tema',
};

/** What the demo promises in English: volume 1 whole, two themes and the About page. */
const EXPECTED = [
  'playlists/Vol_1.en.json',
  ...[1, 2, 3, 4, 5].map((i) => `main/1-${i}.en.json`),
  ...[1, 2, 3, 4, 5].map((i) => `optional/1-${i}_o.en.json`),
  'temas/perdon.en.json',
  'temas/oracion.en.json',
  'about.en.md',
];

type Pair = { translation: string; source: string; kind: TranslatableKind };

/** Every translation file of the content folder, paired with its source by the contract's file naming. */
function translationPairs(): Pair[] {
  const files = readdirSync(CONTENT, { recursive: true, encoding: 'utf8' }).map((f) =>
    f.split(path.sep).join('/'),
  );
  return files.flatMap((file) => {
    const parsed = parseTranslationFileName(path.posix.basename(file));
    if (!parsed) return [];
    const folder = path.posix.dirname(file);
    const kind = file === 'about.en.md' ? 'about' : KIND_BY_FOLDER[folder];
    if (!kind) throw new Error(`${file}: a translation in a folder of no translatable kind`);
    return [{ translation: file, source: path.posix.join(folder, parsed.sourceName), kind }];
  });
}

/** A file as the document of its kind: About's Markdown goes in its `{ content }` body. */
function readDocument(file: string, kind: TranslatableKind): unknown {
  const text = readFileSync(path.join(CONTENT, file), 'utf8');
  return kind === 'about' ? { content: text } : JSON.parse(text);
}

const pairs = translationPairs();

describe('demo content translations', () => {
  it('translate volume 1 (playlist and its ten chapter files), two themes and About', () => {
    expect(pairs.map((p) => p.translation)).toEqual(expect.arrayContaining(EXPECTED));
  });

  it.each(pairs)(
    '$translation is a faithful $kind translation of its source',
    ({ translation, source, kind }) => {
      const result = validateTranslation(kind, readDocument(source, kind), readDocument(translation, kind));
      const problems = result.ok ? [] : localizeProblems(result.problems, 'en');
      expect(problems).toEqual([]);
    },
  );
});
