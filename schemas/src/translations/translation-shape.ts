// A translation says the same thing as its source in another language: the same structure (the
// same fields, the same number of chapters, dialogue lines, quiz questions and answers), the same
// identities (volume and chapter numbers, video ids and links), only other words. This one walk
// checks every translatable kind, so the desktop's offline check and the server's upload check
// refuse the same files with the same problems.
import { problem, type Problem } from '../messages/render-problem';
import { jsonPointer } from '../publishing/field-changes';

/**
 * Fields whose values name a thing rather than say something: a translation keeps them as the
 * source has them (numbers and booleans anywhere are kept too; see walk).
 */
const FIXED_FIELDS = new Set([
  'volume',
  'index',
  'playlistId',
  'videoId',
  'url',
  'thumbnail',
  'channelTitle',
  'key',
  'chapter_key',
]);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function typeOf(value: unknown): 'array' | 'object' | 'string' | 'number' | 'boolean' | 'null' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as 'object' | 'string' | 'number' | 'boolean';
}

const shown = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Where `translation` differs in structure or identity from `source`: a field missing or extra,
 * another type, another count of items, or a fixed value changed. Empty when it is a faithful
 * translation. Text is free: any string may differ from its source.
 */
export function translationShapeProblems(source: unknown, translation: unknown): Problem[] {
  const problems: Problem[] = [];
  walk(source as Json, translation as Json, [], false, problems);
  return problems;
}

function walk(source: Json, translation: Json, path: Array<string | number>, fixed: boolean, out: Problem[]) {
  const pointer = jsonPointer(path);
  const kind = typeOf(source);
  if (typeOf(translation) !== kind) {
    out.push(problem(pointer, 'translation_type', { type: kind }));
    return;
  }
  if (Array.isArray(source)) {
    const items = translation as Json[];
    if (items.length !== source.length) {
      out.push(problem(pointer, 'translation_count', { source: source.length, translation: items.length }));
    }
    const shared = Math.min(items.length, source.length);
    for (let i = 0; i < shared; i += 1) walk(source[i]!, items[i]!, [...path, i], fixed, out);
    return;
  }
  if (kind === 'object') {
    const fields = source as Record<string, Json>;
    const other = translation as Record<string, Json>;
    for (const [name, value] of Object.entries(fields)) {
      if (!(name in other)) out.push(problem(jsonPointer([...path, name]), 'translation_missing_field'));
      else walk(value, other[name]!, [...path, name], fixed || FIXED_FIELDS.has(name), out);
    }
    for (const name of Object.keys(other)) {
      if (!(name in fields)) out.push(problem(jsonPointer([...path, name]), 'translation_extra_field'));
    }
    return;
  }
  // Strings are the words to translate, unless they name a thing (a video id, a link).
  if ((kind !== 'string' || fixed) && source !== translation) {
    out.push(problem(pointer, 'translation_fixed', { value: shown(source) }));
  }
}
