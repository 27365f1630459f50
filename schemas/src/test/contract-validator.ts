import type { ValidateFunction } from 'ajv/dist/2020.js';
import { apiErrorSchema } from '../api/error-codes';
import { API_ROUTES, type ApiRouteKey, type ApiRouteSpec } from '../api/routes';
import { createAjv } from '../compile-validator';
import { CONTRACT_REFERENCED_SCHEMAS } from '../referenced-schemas';
import { decodeContent } from '../content-encoding';
import { toProblems } from '../validator';

/** What is wrong with an answer: a place and an English line for a test's failure message. */
export type ContractProblem = { pointer: string; message: string };

type Schema = Record<string, unknown>;

/**
 * Checks answers against the contract (schemas/src/api) with an ajv set up as every Camino
 * validator is (strict, all errors, formats), the referenced schemas added so every `$ref`
 * resolves. For Node and tests only: it compiles at run time, so ajv's compiler comes with it.
 * The server's contract test checks real answers with it; the reader's tests check their mocks.
 */
export function createContractValidator() {
  const ajv = createAjv();
  for (const schema of CONTRACT_REFERENCED_SCHEMAS) ajv.addSchema(schema as Schema);
  const compiled = new Map<unknown, ValidateFunction>();

  /** The validate function of one schema of the table (compiled once; a `$ref`'d one by its id). */
  function compile(schema: unknown): ValidateFunction {
    let validate = compiled.get(schema);
    if (!validate) {
      const id = (schema as { $id?: string }).$id;
      validate = (id && ajv.getSchema(id)) || ajv.compile(schema as Schema);
      compiled.set(schema, validate);
    }
    return validate;
  }

  /** What is wrong with `data` under one schema of the table (a query, a body, an answer). */
  const problemsOf = (schema: unknown, data: unknown): ContractProblem[] => {
    const validate = compile(schema);
    return validate(data) ? [] : toProblems(validate.errors ?? []);
  };

  /** Compiles every schema of the table: a `$ref` to an `$id` nobody provides fails here. */
  function compileAll(): void {
    for (const spec of Object.values(API_ROUTES) as ApiRouteSpec[]) {
      for (const schema of [spec.query, spec.body, spec.content, ...Object.values(spec.responses)]) {
        if (schema) compile(schema);
      }
    }
    compile(apiErrorSchema);
  }

  /**
   * What is wrong with `body` as the `status` answer of `route`: a status the table does not
   * list, a body where none belongs, or each schema problem (those of the decoded
   * `encoded_content` under `/encoded_content`). Empty when the answer matches.
   */
  function answerProblems(route: ApiRouteKey, status: number, body: unknown): ContractProblem[] {
    const spec: ApiRouteSpec = API_ROUTES[route];
    const statuses = spec.responses as Record<number, unknown>;
    if (!(status in statuses)) {
      return [
        {
          pointer: '',
          message: `status ${status} is not one the contract lists (${Object.keys(statuses).join(', ')})`,
        },
      ];
    }
    const schema = statuses[status];
    if (schema === null) {
      return body === undefined ? [] : [{ pointer: '', message: `status ${status} has no body` }];
    }
    const problems = problemsOf(schema, body);
    if (problems.length > 0 || !spec.content) return problems;
    let content: unknown;
    try {
      content = decodeContent((body as { encoded_content: string }).encoded_content);
    } catch {
      return [{ pointer: '/encoded_content', message: 'does not decode to JSON' }];
    }
    return problemsOf(spec.content, content).map((p) => ({ ...p, pointer: `/encoded_content${p.pointer}` }));
  }

  /** What is wrong with `body` as an error answer (`{detail, code, errors?}`); empty when it matches. */
  const errorProblems = (body: unknown): ContractProblem[] => problemsOf(apiErrorSchema, body);

  return { compile, compileAll, problemsOf, answerProblems, errorProblems };
}

/** A contract validator (createContractValidator). */
export type ContractValidator = ReturnType<typeof createContractValidator>;

/** One line per problem, for an error message: `  /users/0/email: must be a string`. */
export const formatProblems = (problems: readonly ContractProblem[]): string =>
  problems.map((p) => `  ${p.pointer || '(the whole body)'}: ${p.message}`).join('\n');
