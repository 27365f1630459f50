// Problems (a pointer and what is wrong there) in the reader's language: the one function the
// server's error answers, the web admin and the desktop app use. It reads the English text every
// check writes (validator.ts, the cross-file rules, the scripture warnings, the server's own
// checks) and writes it again in Spanish from problem-messages.ts; for a JSON Schema keyword the
// catalogue does not word itself, ajv-i18n's messages are used. Import this module only where
// problems are shown: it carries ajv-i18n's English and Spanish messages, which a page that needs
// only the constants must not load.
import localizeAjvEn from 'ajv-i18n/localize/en/index.js';
import localizeAjvEs from 'ajv-i18n/localize/es/index.js';
import type { ErrorObject } from 'ajv/dist/2020.js';
import {
  messageLanguage,
  translateText,
  type MessageCatalogue,
  type MessageEntry,
  type MessageLanguage,
} from './message-templates';
import { PROBLEM_MESSAGES } from './problem-messages';

export { messageLanguage, type MessageLanguage };

/**
 * The keywords validator.ts leaves to ajv's own English message, each with the names of its
 * parameters: written as `{{name}}` placeholders through ajv-i18n's English and Spanish
 * localizers, they become catalogue entries like the others.
 */
// (unevaluatedProperties and unevaluatedItems are left out: ajv-i18n has no Spanish for them, and
// no Camino schema uses them.)
const AJV_KEYWORDS: Record<string, readonly string[]> = {
  uniqueItems: ['i', 'j'],
  multipleOf: ['multipleOf'],
  minProperties: ['limit'],
  maxProperties: ['limit'],
  exclusiveMinimum: ['comparison', 'limit'],
  exclusiveMaximum: ['comparison', 'limit'],
  not: [],
  oneOf: [],
  contains: [],
  propertyNames: [],
  'false schema': [],
  additionalItems: ['limit'],
  dependentRequired: ['property', 'deps', 'depsCount'],
};

function ajvMessage(localize: (errors: ErrorObject[]) => void, keyword: string, names: readonly string[]) {
  const params = Object.fromEntries(names.map((name) => [name, `{{${name}}}`]));
  const error = { keyword, params, instancePath: '', schemaPath: '' } as ErrorObject;
  localize([error]);
  return error.message ?? '';
}

const AJV_MESSAGES: Record<string, MessageEntry> = Object.fromEntries(
  Object.entries(AJV_KEYWORDS).map(([keyword, names]) => [
    `ajv_${keyword}`,
    { en: ajvMessage(localizeAjvEn, keyword, names), es: ajvMessage(localizeAjvEs, keyword, names) },
  ]),
);

/** Every problem message the clients and the server know, with ajv-i18n's for the other keywords. */
export const ALL_PROBLEM_MESSAGES: MessageCatalogue = { ...AJV_MESSAGES, ...PROBLEM_MESSAGES };

/** A problem's message in `lang` (a UI language tag such as 'es' or 'en-US'); unknown texts stay. */
export function localizeProblemMessage(message: string, lang: string | null | undefined): string {
  return translateText(ALL_PROBLEM_MESSAGES, message, messageLanguage(lang));
}

/** The same problem with its message in `lang`; every other field (file, pointer, line) is kept. */
export function localizeProblem<P extends { message: string }>(
  problem: P,
  lang: string | null | undefined,
): P {
  const message = localizeProblemMessage(problem.message, lang);
  return message === problem.message ? problem : { ...problem, message };
}

/** Every problem with its message in `lang`. */
export function localizeProblems<P extends { message: string }>(
  problems: readonly P[],
  lang: string | null | undefined,
): P[] {
  return problems.map((problem) => localizeProblem(problem, lang));
}

/** A problem text as a message value ("The ZIP {{reason}}"): written in the message's language. */
export const problemParam =
  (problem: string) =>
  (lang: MessageLanguage): string =>
    localizeProblemMessage(problem, lang);
