import type { ErrorObject, SchemaObject } from 'ajv/dist/2020.js';
import {
  coded,
  isProblemCode,
  problem,
  problemAt,
  type Coded,
  type Problem,
  type ProblemCode,
} from './messages/render-problem';
import { PATTERN_CODES } from './patterns';
import { unpairedSurrogateProblems } from './well-formed-text';

export type { Problem };

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

const TYPE_CODES: Readonly<Record<string, ProblemCode>> = {
  string: 'type_string',
  integer: 'type_integer',
  number: 'type_number',
  boolean: 'type_boolean',
  object: 'type_object',
  array: 'type_array',
  null: 'type_null',
};

const FORMAT_CODES: Readonly<Record<string, ProblemCode>> = {
  date: 'format_date',
  email: 'format_email',
  uri: 'format_uri',
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

/**
 * A keyword no Camino schema words itself gets its `ajv_<keyword>` text with ajv's own values;
 * an unknown one (a keyword ajv adds later) is "is not valid".
 */
function ajvFallback(error: ErrorObject): Coded {
  const code = `ajv_${error.keyword.replaceAll(' ', '_')}`;
  if (!isProblemCode(code)) return coded('not_valid');
  const params = Object.fromEntries(
    Object.entries(error.params as Record<string, unknown>)
      .filter(([, value]) => typeof value === 'string' || typeof value === 'number' || Array.isArray(value))
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value as string | number)]),
  );
  return { code, params };
}

function codeOf(error: ErrorObject): Coded {
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return coded('required');
    case 'additionalProperties':
      return coded('additional_property');
    case 'type': {
      const code = TYPE_CODES[String(params.type)];
      return code ? { code } : coded('type', { type: String(params.type) });
    }
    case 'minLength':
      return params.limit === 1 ? coded('not_empty') : coded('min_length', { limit: params.limit });
    case 'maxLength':
      return coded('max_length', { limit: params.limit });
    case 'minItems':
      return params.limit === 1 ? coded('min_items_one') : coded('min_items', { limit: params.limit });
    case 'maxItems':
      return coded('max_items', { limit: params.limit });
    case 'minimum':
      return coded('minimum', { limit: params.limit });
    case 'maximum':
      return coded('maximum', { limit: params.limit });
    case 'pattern': {
      const code = PATTERN_CODES[params.pattern];
      return code ? { code } : coded('pattern', { pattern: params.pattern });
    }
    case 'format': {
      const code = FORMAT_CODES[params.format];
      return code ? { code } : coded('format', { format: params.format });
    }
    case 'const':
      return coded('const', { value: JSON.stringify(params.allowedValue) });
    case 'enum':
      return coded('enum', {
        values: (params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', '),
      });
    default:
      return ajvFallback(error);
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
      const quoted = names.map((name) => `'${name}'`);
      replaced.set(error, problem(error.instancePath, 'any_required', { names: quoted }));
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
    const found = replaced.get(error) ?? problemAt(pointerOf(error), codeOf(error));
    if (!replaced.has(error) && error.keyword !== 'minLength' && emptyStrings.has(found.pointer)) continue;
    const key = `${found.pointer}\u0000${found.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(found);
  }
  return problems;
}
