/**
 * Problem templates, recognised back from their text: a validator or a check writes a problem as
 * one English sentence fragment (problem-messages.ts, ajv-i18n's), and the clients and the
 * server's answers show it in the reader's language by matching it to its entry here. Imports only
 * the message renderer: safe in any bundle.
 */

import {
  messageLanguage,
  renderTemplate,
  MESSAGE_LANGUAGES,
  type MessageLanguage,
} from './messages/render-message';

export { messageLanguage, MESSAGE_LANGUAGES, type MessageLanguage };

/** One message in both languages. `orLists` names the parameters that hold "a or b" lists. */
export interface MessageEntry {
  en: string;
  es: string;
  orLists?: readonly string[];
}

export type MessageCatalogue = Readonly<Record<string, MessageEntry>>;

/** Parameters whose value is a count or a number: matched as digits only, which avoids ambiguity. */
const NUMERIC = new Set([
  'limit',
  'min',
  'max',
  'volume',
  'index',
  'position',
  'item',
  'questions',
  'answers',
  'seconds',
]);

// A JSON value as validator.ts writes `const` and `enum` values (JSON.stringify), so that
// "must be {{value}}" matches `must be "x"` or `must be true` and never "must be a valid URL".
const JSON_VALUE = String.raw`(?:"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null|\[[\s\S]*\]|\{[\s\S]*\})`;

/** What each parameter may hold, as a regular expression; any text by default. */
function paramPattern(name: string): string {
  if (NUMERIC.has(name)) return String.raw`-?\d+(?:\.\d+)?`;
  if (name === 'value') return JSON_VALUE;
  if (name === 'values') return `${JSON_VALUE}(?:, ${JSON_VALUE})*`;
  return String.raw`[\s\S]+?`;
}

// `{{name}}`, so that single braces stay plain text ("must look like '{volume}-{index}.json'").
const PLACEHOLDER = /\{\{([a-zA-Z_]+)\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Compiled {
  regex: RegExp;
  /** How many characters of the template are fixed text (not placeholders). */
  fixed: number;
}

const compiledCache = new WeakMap<MessageEntry, Record<MessageLanguage, Compiled>>();

function compileTemplate(template: string): Compiled {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    source += escapeRegExp(template.slice(last, match.index));
    const name = match[1]!;
    // A name used twice must hold the same value both times.
    if (names.includes(name)) source += `\\k<${name}>`;
    else {
      names.push(name);
      source += `(?<${name}>${paramPattern(name)})`;
    }
    last = match.index + match[0].length;
  }
  source += escapeRegExp(template.slice(last));
  const fixed = template.replace(PLACEHOLDER, '').length;
  return { regex: new RegExp(`^${source}$`, 'u'), fixed };
}

function compiled(entry: MessageEntry): Record<MessageLanguage, Compiled> {
  let result = compiledCache.get(entry);
  if (!result) {
    result = { en: compileTemplate(entry.en), es: compileTemplate(entry.es) };
    compiledCache.set(entry, result);
  }
  return result;
}

const OR: Record<MessageLanguage, string> = { en: ' or ', es: ' o ' };

/** The entry a text was written from, in either language, with its values; undefined if none. */
export function recognise(
  catalogue: MessageCatalogue,
  text: string,
): { key: string; from: MessageLanguage; params: Record<string, string> } | undefined {
  // Several templates may match ("must be {value}" matches "must be a string"): the one with the
  // most fixed text is the one the text was written from.
  let best: { key: string; from: MessageLanguage; params: Record<string, string> } | undefined;
  let bestFixed = -1;
  for (const [key, entry] of Object.entries(catalogue)) {
    for (const from of MESSAGE_LANGUAGES) {
      const { regex, fixed } = compiled(entry)[from];
      if (fixed <= bestFixed) continue;
      const match = regex.exec(text);
      if (match) {
        best = { key, from, params: { ...match.groups } };
        bestFixed = fixed;
      }
    }
  }
  return best;
}

/**
 * The text in `lang`: rewritten from the catalogue entry it was written from, or unchanged when
 * no entry matches (a message nobody catalogued yet stays readable, in its own language).
 */
export function translateText(
  catalogue: MessageCatalogue,
  text: string,
  lang: MessageLanguage,
  /** Rewrites a value that is itself a message ("The ZIP {{reason}}"); values stay by default. */
  translateValue: (value: string) => string = (value) => value,
): string {
  const found = recognise(catalogue, text);
  if (!found) return text;
  const entry = catalogue[found.key]!;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(found.params)) params[name] = translateValue(value);
  if (found.from === lang && Object.entries(params).every(([name, v]) => v === found.params[name]))
    return text;
  for (const name of entry.orLists ?? []) {
    if (params[name] !== undefined) params[name] = params[name].split(OR[found.from]).join(OR[lang]);
  }
  return renderTemplate(entry[lang], params);
}
