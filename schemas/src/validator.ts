import type { ErrorObject, SchemaObject } from 'ajv/dist/2020.js';
import { PATTERN_MESSAGES } from './patterns';
import { unpairedSurrogateProblems } from './well-formed-text';

/**
 * One thing wrong with a file or request body. `pointer` is an RFC 6901 JSON Pointer to the
 * offending place ('' is the whole document, '/items/0/videoId' a missing or bad field);
 * `message` is an English sentence fragment a content author understands ("is required").
 */
export type Problem = { pointer: string; message: string };

/** What every validator returns: the typed value, or every problem found. */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

/** A validator made by fromPrecompiled. */
export type Validator<T> = (data: unknown) => ValidationResult<T>;

/** A schema the validator build accepts: it must have an `$id` so others can `$ref` it. */
export type IdentifiedSchema = SchemaObject & { $id: string };

/**
 * A validate function as ajv's standalone code (`generated/*.ts`) or ajv.compile makes it:
 * true or false, with the errors of the last call on `errors`.
 */
export type PrecompiledValidate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * Wraps a precompiled validate function (see schemas/scripts/build-validators.ts) into a
 * validator that returns problems an author can act on. `extraChecks` runs only on data that
 * passed the schema, for cross-field rules JSON Schema cannot express (equal lengths, unique
 * dates). Any string (value or property name) holding an unpaired UTF-16 surrogate is refused
 * too (well-formed-text.ts). Imports no ajv code, so a page can run the server's very checks.
 */
export function fromPrecompiled<T>(
  validate: PrecompiledValidate,
  extraChecks?: (value: T) => Problem[],
): Validator<T> {
  return (data) => {
    // Checked before the schema, so a broken character is reported even where the schema passes.
    const broken = unpairedSurrogateProblems(data);
    if (!validate(data)) return { ok: false, problems: [...broken, ...toProblems(validate.errors ?? [])] };
    if (broken.length > 0) return { ok: false, problems: broken };
    const problems = extraChecks?.(data as T) ?? [];
    return problems.length > 0 ? { ok: false, problems } : { ok: true, value: data as T };
  };
}

const TYPE_MESSAGES: Readonly<Record<string, string>> = {
  string: 'must be a string',
  integer: 'must be a whole number',
  number: 'must be a number',
  boolean: 'must be true or false',
  object: 'must be an object',
  array: 'must be an array',
  null: 'must be null',
};

const FORMAT_MESSAGES: Readonly<Record<string, string>> = {
  date: 'must be a date in the form YYYY-MM-DD',
  email: 'must be a valid email address',
  uri: 'must be a valid URL',
};

/** Escapes one property name for use as a JSON Pointer segment (RFC 6901 §3). */
function pointerSegment(name: string): string {
  return '/' + name.replaceAll('~', '~0').replaceAll('/', '~1');
}

function pointerOf(error: ErrorObject): string {
  const { params } = error;
  if (error.keyword === 'required') return error.instancePath + pointerSegment(params.missingProperty);
  if (error.keyword === 'additionalProperties') {
    return error.instancePath + pointerSegment(params.additionalProperty);
  }
  return error.instancePath;
}

function quoteList(names: string[]): string {
  const quoted = names.map((name) => `'${name}'`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}` : quoted.join('');
}

function messageOf(error: ErrorObject): string {
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not an allowed property (check the spelling)';
    case 'type':
      return TYPE_MESSAGES[String(params.type)] ?? `must be of type ${params.type}`;
    case 'minLength':
      return params.limit === 1 ? 'must not be empty' : `must be at least ${params.limit} characters long`;
    case 'maxLength':
      return `must be at most ${params.limit} characters long`;
    case 'minItems':
      return params.limit === 1 ? 'must have at least one item' : `must have at least ${params.limit} items`;
    case 'maxItems':
      return `must have at most ${params.limit} items`;
    case 'minimum':
      return `must be at least ${params.limit}`;
    case 'maximum':
      return `must be at most ${params.limit}`;
    case 'pattern':
      return PATTERN_MESSAGES[params.pattern] ?? `must match the pattern ${params.pattern}`;
    case 'format':
      return FORMAT_MESSAGES[params.format] ?? `must be a valid ${params.format}`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return error.message ?? 'is not valid';
  }
}

/**
 * Turns ajv's errors into problems an author can act on:
 * - `if` errors only repeat the `then` errors beneath them, so they go;
 * - an `anyOf` whose branches each require a property becomes one "must have 'a' or 'b'";
 *   any other `anyOf` wrapper goes, leaving its branches' specific errors;
 * - an empty string reports only "must not be empty", not also every pattern it fails;
 * - identical problems are reported once.
 */
export function toProblems(errors: ErrorObject[]): Problem[] {
  const dropped = new Set<ErrorObject>();
  const replaced = new Map<ErrorObject, Problem>();
  for (const error of errors) {
    if (error.keyword === 'if') dropped.add(error);
    if (error.keyword !== 'anyOf') continue;
    const branches = errors.filter((e) => e.schemaPath.startsWith(`${error.schemaPath}/`));
    if (branches.length === 0) continue;
    const allRequired = branches.every(
      (e) => e.keyword === 'required' && e.instancePath === error.instancePath,
    );
    if (allRequired) {
      const names = branches.map((e) => String(e.params.missingProperty));
      replaced.set(error, { pointer: error.instancePath, message: `must have ${quoteList(names)}` });
      branches.forEach((e) => dropped.add(e));
    } else {
      dropped.add(error);
    }
  }

  const emptyStrings = new Set(
    errors.filter((e) => e.keyword === 'minLength' && e.params.limit === 1).map(pointerOf),
  );
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (dropped.has(error)) continue;
    const problem = replaced.get(error) ?? { pointer: pointerOf(error), message: messageOf(error) };
    if (!replaced.has(error) && error.keyword !== 'minLength' && emptyStrings.has(problem.pointer)) continue;
    const key = `${problem.pointer}\u0000${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}
