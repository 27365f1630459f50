// The reader's UI pieces that several pages draw live in one shared module each: a page that
// writes one of them out again fails here. The admin panel is left out (it has its own pieces).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web-reader/src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full.endsWith(path.join('features', 'admin')) ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sources(SRC).map((file) => ({
  file: path.relative(SRC, file).split(path.sep).join('/'),
  text: readFileSync(file, 'utf8'),
}));

/** Each piece: what writing it out looks like, and the one module allowed to. */
const PIECES: { piece: string; pattern: RegExp; home: string[] }[] = [
  { piece: 'the Retry button', pattern: /\{t\('retry'\)\}/, home: ['components/load-error-alert.tsx'] },
  {
    piece: 'the share feedback line',
    pattern: /data-testid="share-feedback"/,
    home: ['components/share-feedback.tsx'],
  },
  {
    piece: 'the back link with its chevron',
    pattern: /component=\{Link\}[^>]*leftSection=\{<ChevronLeftIcon/,
    home: ['components/back-button.tsx'],
  },
  {
    piece: 'the hinted icon button',
    pattern: /<Hint\b[^>]*>\s*<ActionIcon\b/,
    // The colour-scheme toggle also carries a pressed state and draws two icons.
    home: ['components/icon-action.tsx', 'components/color-scheme-toggle.tsx'],
  },
];

describe('the reader says each UI piece once', () => {
  it.each(PIECES)('$piece is written only in its own module', ({ pattern, home }) => {
    const writers = files.filter(({ text }) => pattern.test(text)).map(({ file }) => file);
    expect(writers.sort()).toEqual([...home].sort());
  });
});
