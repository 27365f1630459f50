// Mocked API answers built from the contract (schemas/src/api): each body is typed by its route
// and checked against the route's response schema when the mock is made, so a mock that no
// longer matches what the server sends fails the test instead of passing against a stale shape.
import type { ApiError as ApiErrorBody, ApiProblem, ErrorCode } from '@camino/schemas/api/error-codes';
import { en as MESSAGES } from '@camino/schemas/messages/en';
import {
  API_ROUTES,
  type ApiContent,
  type ApiResponse,
  type ApiRouteKey,
  type ApiRouteSpec,
} from '@camino/schemas/api/routes';
import { encodeContent } from '@camino/schemas/content-encoding';
import { createContractValidator, formatProblems } from '@camino/schemas/test/contract-validator';

const contract = createContractValidator();

/** A mock that does not match the contract: the message names the route, each pointer and problem. */
export class ContractMismatchError extends Error {
  override name = 'ContractMismatchError';
}

// The status a success answer of `route` has: 200, or 201/204 for the routes that answer those.
function successStatus(route: ApiRouteKey): number {
  const statuses = Object.keys((API_ROUTES[route] as ApiRouteSpec).responses).map(Number);
  return statuses.find((status) => status >= 200 && status < 300)!;
}

/**
 * `body` as the success answer of `route` (or its `status` answer), checked against the route's
 * response schema; throws ContractMismatchError when it does not match.
 */
export function contractBody<K extends ApiRouteKey>(
  route: K,
  body: ApiResponse<K>,
  status: number = successStatus(route),
): ApiResponse<K> {
  const problems = contract.answerProblems(route, status, body);
  if (problems.length > 0) {
    throw new ContractMismatchError(
      `The mocked ${status} answer of ${route} does not match the contract:\n${formatProblems(problems)}`,
    );
  }
  return body;
}

/** The `encoded_content` of an answer of `route`, from the decoded content it carries. */
export const encodedContent = <K extends ApiRouteKey>(_route: K, content: ApiContent<K>): string =>
  encodeContent(JSON.stringify(content));

const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/**
 * A mocked `fetch` answer of `route`: its success status (or `status`) with `body`, checked as
 * contractBody checks it.
 */
export function contractResponse<K extends ApiRouteKey>(
  route: K,
  body: ApiResponse<K>,
  { status = successStatus(route), headers }: { status?: number; headers?: Record<string, string> } = {},
): Response {
  return jsonResponse(status, contractBody(route, body, status), headers);
}

/**
 * An error body as the server sends it, checked against the contract's error schema: `detail`
 * defaults to the code's English message.
 */
export function errorBody(
  code: ErrorCode,
  detail: string = MESSAGES[code],
  errors?: ApiProblem[],
  extras: Omit<ApiErrorBody, 'detail' | 'code' | 'errors'> = {},
): ApiErrorBody {
  const body: ApiErrorBody = { ...(errors ? { detail, code, errors } : { detail, code }), ...extras };
  const problems = contract.errorProblems(body);
  if (problems.length > 0) {
    throw new ContractMismatchError(
      `The mocked error body does not match the contract:\n${formatProblems(problems)}`,
    );
  }
  return body;
}

/** A mocked `fetch` error answer: `status` with errorBody(code, detail, errors). */
export function errorResponse(
  status: number,
  code: ErrorCode,
  {
    detail,
    errors,
    headers,
    ...extras
  }: {
    detail?: string;
    errors?: ApiProblem[];
    headers?: Record<string, string>;
  } & Omit<ApiErrorBody, 'detail' | 'code' | 'errors'> = {},
): Response {
  return jsonResponse(status, errorBody(code, detail, errors, extras), headers);
}

/**
 * A failure that is not the API's answer (a proxy's or gateway's error page, not JSON): the
 * reader gets no code and no detail, and falls back to its own messages.
 */
export const gatewayFailure = (status: number): Response =>
  new Response('<html><body>Bad gateway</body></html>', {
    status,
    headers: { 'Content-Type': 'text/html' },
  });
