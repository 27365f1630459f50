import type { Response } from 'supertest';
import { apiErrorSchema } from '@camino/schemas/api/error-codes';
import {
  API_ROUTES,
  type ApiResponse,
  type ApiRouteKey,
  type ApiRouteSpec,
} from '@camino/schemas/api/routes';
import { createAjv } from '@camino/schemas/compile-validator';
import { decodeContent } from '@camino/schemas/content-encoding';
import { CONTRACT_REFERENCED_SCHEMAS } from '@camino/schemas/contract-validator';

type Schema = Record<string, unknown>;
type ValidateFunction = ReturnType<ReturnType<typeof createAjv>['compile']>;

/**
 * Checks the server's answers against the contract (schemas/src/api) with an ajv of its own, set
 * up as every Camino validator is (strict, all errors, formats). It remembers which routes got a
 * checked success answer, so a route nobody exercised is reported rather than passing unseen.
 */
export function createAnswerChecker() {
  const ajv = createAjv();
  for (const schema of CONTRACT_REFERENCED_SCHEMAS) ajv.addSchema(schema as Schema);
  const compiled = new Map<unknown, ValidateFunction>();
  const compile = (schema: unknown): ValidateFunction => {
    let validate = compiled.get(schema);
    if (!validate) {
      const id = (schema as { $id?: string }).$id;
      validate = (id && ajv.getSchema(id)) || ajv.compile(schema as Schema);
      compiled.set(schema, validate);
    }
    return validate;
  };
  const validated = new Set<ApiRouteKey>();

  function check(validate: ValidateFunction, data: unknown, what: string): void {
    if (!validate(data)) {
      const problems = (validate.errors ?? [])
        .slice(0, 10)
        .map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
      throw new Error(
        `${what} does not match the contract:\n  ${problems.join('\n  ')}\n${JSON.stringify(data)}`,
      );
    }
  }

  /** Every schema of the table compiles and every `$ref` resolves (a renamed `$id` fails here). */
  function compileAll(): void {
    for (const spec of Object.values(API_ROUTES) as ApiRouteSpec[]) {
      for (const schema of [spec.query, spec.body, spec.content, ...Object.values(spec.responses)]) {
        if (schema) compile(schema);
      }
    }
    compile(apiErrorSchema);
  }

  /**
   * Checks a success answer of `route`: its status is one the table lists, and its body (and the
   * decoded `encoded_content`) matches that status's schema. Returns the body for the next call.
   */
  function success<K extends ApiRouteKey>(route: K, res: Response): ApiResponse<K> {
    const spec: ApiRouteSpec = API_ROUTES[route];
    const statuses = spec.responses as Record<number, unknown>;
    if (!(res.status in statuses)) {
      throw new Error(
        `${route} answered ${res.status} (${res.text.slice(0, 300)}); the contract lists ${Object.keys(statuses).join(', ')}`,
      );
    }
    const schema = statuses[res.status];
    if (schema === null) {
      if (res.text !== '')
        throw new Error(`${route} ${res.status} must have no body, got ${res.text.slice(0, 100)}`);
    } else {
      check(compile(schema), res.body, `${route} ${res.status}`);
      if (spec.content) {
        check(
          compile(spec.content),
          decodeContent((res.body as { encoded_content: string }).encoded_content),
          `${route} content`,
        );
      }
    }
    if (res.status !== 304) validated.add(route);
    return res.body as ApiResponse<K>;
  }

  /**
   * Checks what a successful call sent against the row's query and body schemas, so the table's
   * request side is proven too (query values travel as strings).
   */
  function request(route: ApiRouteKey, sent: { query?: Record<string, unknown>; body?: unknown }): void {
    const spec: ApiRouteSpec = API_ROUTES[route];
    const query = Object.fromEntries(
      Object.entries(sent.query ?? {})
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    if (spec.query) check(compile(spec.query), query, `${route} query`);
    else if (Object.keys(query).length > 0) throw new Error(`${route} takes no query`);
    if (spec.body && sent.body !== undefined) check(compile(spec.body), sent.body, `${route} body`);
    else if (sent.body !== undefined) throw new Error(`${route} takes no JSON body`);
  }

  /** Checks an error answer: the expected status and the `{detail, code, errors?}` body. */
  function error(res: Response, status: number, code?: string): void {
    if (res.status !== status)
      throw new Error(`expected ${status}, got ${res.status}: ${res.text.slice(0, 300)}`);
    check(compile(apiErrorSchema), res.body, `error ${status}`);
    if (code && (res.body as { code: string }).code !== code) {
      throw new Error(`expected code ${code}, got ${(res.body as { code: string }).code}`);
    }
  }

  /** Routes of the table that got no checked success answer. */
  const unvalidated = () => (Object.keys(API_ROUTES) as ApiRouteKey[]).filter((k) => !validated.has(k));

  return { compileAll, request, success, error, unvalidated };
}
