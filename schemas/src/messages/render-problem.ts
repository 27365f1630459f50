// A problem (what is wrong at one place of a file, a body or a request) is raised by code with
// its values, and written out in each reader's language from the problem catalogue
// (problems-en.ts, problems-es.ts): nothing is ever read back from a text. Imports only the
// catalogues: safe in any bundle (the reader, the desktop renderer, the server).
import { problemsEn, type ProblemCode } from './problems-en';
import { problemsEs } from './problems-es';
import { messageLanguage, renderTemplate, type MessageLanguage, type ParamNames } from './render-message';

export { messageLanguage };
export type { ProblemCode, MessageLanguage };

/** A value of a problem: plain, or a list written "a, b or c" in the reader's language. */
export type ProblemParam = string | number | string[];
export type ProblemParams = Readonly<Record<string, ProblemParam>>;

/** What is wrong, by code, without where: a reason a check gives before it is placed. */
export interface Coded {
  code: ProblemCode;
  params?: ProblemParams;
}

/**
 * One thing wrong with a file or request body. `pointer` is an RFC 6901 JSON Pointer to the
 * offending place ('' is the whole document, '/items/0/videoId' a missing or bad field); `code`
 * and `params` say what is wrong; `message` is its English text ("is required") for logs, the
 * CLI and API consumers that read English.
 */
export interface Problem extends Coded {
  pointer: string;
  message: string;
}

/** The values a problem's text needs: none for a plain text, else one per placeholder. */
export type ProblemArgs<C extends ProblemCode> = [ParamNames<(typeof problemsEn)[C]>] extends [never]
  ? []
  : [params: Readonly<Record<ParamNames<(typeof problemsEn)[C]>, ProblemParam>>];

const CATALOGUE: Readonly<Record<MessageLanguage, Readonly<Record<ProblemCode, string>>>> = {
  en: problemsEn,
  es: problemsEs,
};

const OR: Record<MessageLanguage, string> = { en: ' or ', es: ' o ' };

/** A list value in `lang`: "a", "a or b", "a, b or c". */
function orList(items: readonly string[], lang: MessageLanguage): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')}${OR[lang]}${items.at(-1)}` : items.join('');
}

/** Whether a code (from a problem that crossed a wire) is one the catalogue holds. */
export const isProblemCode = (code: unknown): code is ProblemCode =>
  typeof code === 'string' && Object.hasOwn(problemsEn, code);

/** A problem's text in `lang` from its code and values. */
export function problemText({ code, params = {} }: Coded, lang: MessageLanguage = 'en'): string {
  const values = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      Array.isArray(value) ? orList(value, lang) : (value as string | number),
    ]),
  );
  return renderTemplate(CATALOGUE[lang][code], values, lang);
}

/** What is wrong, by code, with the values its text names (checked by the compiler). */
export function coded<C extends ProblemCode>(code: C, ...args: ProblemArgs<C>): Coded {
  return args.length > 0 ? { code, params: args[0] } : { code };
}

/** A reason placed at `pointer`, with its English text. */
export const problemAt = (pointer: string, what: Coded): Problem => ({
  pointer,
  ...what,
  message: problemText(what),
});

/** The one way a check raises a problem: `problem('/title', 'max_length', { limit: 200 })`. */
export function problem<C extends ProblemCode>(pointer: string, code: C, ...args: ProblemArgs<C>): Problem {
  return problemAt(pointer, coded(code, ...args));
}

/** A problem as it may arrive from elsewhere (an API answer, IPC): its code may be absent. */
export interface ShownProblem {
  message: string;
  code?: string;
  params?: unknown;
}

const isParam = (value: unknown): value is ProblemParam =>
  typeof value === 'string' ||
  typeof value === 'number' ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/** The values of a problem that crossed a wire, keeping only the shapes a text can hold. */
function paramsOf(params: unknown): ProblemParams {
  if (typeof params !== 'object' || params === null) return {};
  return Object.fromEntries(Object.entries(params).filter(([, value]) => isParam(value)));
}

/** The same problem with its message in `lang` (a UI tag such as 'es' or 'en-US'); one without a known code stays. */
export function localizeProblem<P extends ShownProblem>(problem: P, lang: string | null | undefined): P {
  if (!isProblemCode(problem.code)) return problem;
  const message = problemText(
    { code: problem.code, params: paramsOf(problem.params) },
    messageLanguage(lang),
  );
  return message === problem.message ? problem : { ...problem, message };
}

/** Every problem with its message in `lang`. */
export function localizeProblems<P extends ShownProblem>(
  problems: readonly P[],
  lang: string | null | undefined,
): P[] {
  return problems.map((problem) => localizeProblem(problem, lang));
}

/** A problem's text in `lang`: a shorthand for a list that shows only the words. */
export const localizedText = (problem: ShownProblem, lang: string | null | undefined): string =>
  localizeProblem(problem, lang).message;

/** A reason as a message value ("The ZIP {{reason}}"): written in the message's language. */
export const problemParam =
  (what: Coded) =>
  (lang: MessageLanguage): string =>
    problemText(what, lang);
