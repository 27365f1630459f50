import type { Response } from 'supertest';
import { QUERY_VALIDATORS } from '@camino/schemas/api-query-validators';
import {
  API_ROUTES,
  type ApiResponse,
  type ApiRouteKey,
  type ApiRouteSpec,
} from '@camino/schemas/api/routes';
import {
  createContractValidator,
  formatProblems,
  type ContractValidator,
  type ContractProblem,
} from '@camino/schemas/test/contract-validator';

/**
 * What is wrong with `query` under a row's query schema, read as the server reads it
 * (QUERY_VALIDATORS); a parameter the schema does not list, which the server would drop, counts.
 */
function queryProblems(
  schema: unknown,
  query: Record<string, string>,
): Array<{ pointer: string; message: string }> {
  const { $id, properties = {} } = schema as { $id: string; properties?: Record<string, unknown> };
  const unlisted = Object.keys(query)
    .filter((name) => !(name in properties))
    .map((name) => ({ pointer: `/${name}`, message: 'is not a parameter of this route' }));
  const result = QUERY_VALIDATORS.get($id)!({ ...query });
  return [...unlisted, ...(result.ok ? [] : result.problems)];
}

/**
 * Checks the server's answers against the contract (schemas/src/api) with the same validator the
 * reader's mocks go through (schemas/src/test/contract-validator.ts). It remembers which routes got a
 * checked success answer, so a route nobody exercised is reported rather than passing unseen.
 */
export function createAnswerChecker(validator: ContractValidator = createContractValidator()) {
  const validated = new Set<ApiRouteKey>();

  function assertNone(problems: ContractProblem[], what: string, data: unknown): void {
    if (problems.length > 0) {
      throw new Error(
        `${what} does not match the contract:\n${formatProblems(problems.slice(0, 10))}\n${JSON.stringify(data)}`,
      );
    }
  }

  /**
   * Checks a success answer of `route`: its status is one the table lists, and its body (and the
   * decoded `encoded_content`) matches that status's schema. Returns the body for the next call.
   */
  function success<K extends ApiRouteKey>(route: K, res: Response): ApiResponse<K> {
    // supertest gives `{}` for an answer without a body; the contract speaks of no body at all.
    const body = res.text === '' ? undefined : res.body;
    assertNone(
      validator.answerProblems(route, res.status, body),
      `${route} ${res.status}`,
      res.text.slice(0, 300),
    );
    if (res.status !== 304) validated.add(route);
    return res.body as ApiResponse<K>;
  }

  /**
   * Checks what a successful call sent against the row's query and body schemas, so the table's
   * request side is proven too (query values travel as strings; queryProblems reads them).
   */
  function request(route: ApiRouteKey, sent: { query?: Record<string, unknown>; body?: unknown }): void {
    const spec: ApiRouteSpec = API_ROUTES[route];
    const query = Object.fromEntries(
      Object.entries(sent.query ?? {})
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    if (spec.query) assertNone(queryProblems(spec.query, query), `${route} query`, query);
    else if (Object.keys(query).length > 0) throw new Error(`${route} takes no query`);
    if (spec.body && sent.body !== undefined)
      assertNone(validator.problemsOf(spec.body, sent.body), `${route} body`, sent.body);
    else if (sent.body !== undefined) throw new Error(`${route} takes no JSON body`);
  }

  /** Checks an error answer: the expected status and the `{detail, code, errors?}` body. */
  function error(res: Response, status: number, code?: string): void {
    if (res.status !== status)
      throw new Error(`expected ${status}, got ${res.status}: ${res.text.slice(0, 300)}`);
    assertNone(validator.errorProblems(res.body), `error ${status}`, res.body);
    if (code && (res.body as { code: string }).code !== code) {
      throw new Error(`expected code ${code}, got ${(res.body as { code: string }).code}`);
    }
  }

  /** Routes of the table that got no checked success answer. */
  const unvalidated = () => (Object.keys(API_ROUTES) as ApiRouteKey[]).filter((k) => !validated.has(k));

  return { compileAll: validator.compileAll, request, success, error, unvalidated };
}
