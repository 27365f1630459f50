import Ajv2020, { type Options } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { IdentifiedSchema, PrecompiledValidate, Problem, Validator } from './validator';
import { fromPrecompiled } from './validator';

/**
 * An ajv instance set up as every Camino validator is: all errors reported, strict schemas, and
 * data never changed (no defaults). For Node only — the build script and tests compile with it;
 * pages and the app import the precompiled validators in `generated/` instead, so ajv's compiler
 * never reaches a browser bundle.
 */
export function createAjv(options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, useDefaults: false, ...options });
  addFormats(ajv);
  return ajv;
}

/**
 * Compiles `schema` at run time (with `refs` for the schemas it `$ref`s) into a validator that
 * reports problems exactly as the precompiled ones do. For tests and Node tools.
 */
export function compileValidator<T>(
  schema: IdentifiedSchema,
  { refs = [], extraChecks }: { refs?: IdentifiedSchema[]; extraChecks?: (value: T) => Problem[] } = {},
): Validator<T> {
  const ajv = createAjv();
  for (const ref of refs) ajv.addSchema(ref);
  return fromPrecompiled<T>(ajv.compile(schema) as PrecompiledValidate, extraChecks);
}
