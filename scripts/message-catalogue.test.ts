// Proves every text of the message catalogue (schemas/src/messages) is used: a message key or a
// problem code that no source file outside the catalogue names, quoted, is a text nobody can
// answer with and fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from '../schemas/src/messages/en';
import { problemsEn } from '../schemas/src/messages/problems-en';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_ROOTS = ['schemas/src', 'server/src', 'web-reader/src', 'desktop-admin/src'];
const CATALOGUE = path.join(ROOT, 'schemas/src/messages');

/** Every production source file (tests name keys too, which must not count as a use). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return full === CATALOGUE || entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the message catalogue', () => {
  const sources = SOURCE_ROOTS.flatMap((root) => sourceFiles(path.join(ROOT, root)))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

  it.each(Object.keys(en))('%s is named by a source file', (key) => {
    expect(sources.includes(`'${key}'`), `no source names '${key}'`).toBe(true);
  });

  // A schema keyword's problem is named by the keyword (validator.ts writes `ajv_${keyword}`, and
  // an `ajv_` code is a keyword ajv may report); every other code is raised by name.
  const raised = Object.keys(problemsEn).filter((code) => !code.startsWith('ajv_'));
  it.each(raised)('problem %s is raised by a source file', (code) => {
    expect(sources.includes(`'${code}'`), `no source raises '${code}'`).toBe(true);
  });
});
