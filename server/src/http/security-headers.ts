import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Express, Request, RequestHandler, Response } from 'express';

/**
 * Runs a header-only middleware (helmet with a fixed policy) once and records what it does. Only
 * valid when the headers do not depend on the request (no nonces, no policy functions), which is
 * the case for app.ts's helmet configuration.
 */
function recordHeaders(headerMiddleware: RequestHandler) {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      set.push([name, String(value)]);
    },
    removeHeader: (name: string) => {
      removed.push(name);
    },
    getHeader: () => undefined,
  } as unknown as Response;
  let ran = false;
  void headerMiddleware({ headers: {}, method: 'GET', url: '/' } as Request, recorder, () => {
    ran = true;
  });
  if (!ran) throw new Error('the header middleware did not finish synchronously');
  return { set, removed };
}

type WriteHead = (
  this: ServerResponse,
  statusCode: number,
  reasonOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
  headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
) => ServerResponse;

/**
 * Gives every response of `app` the headers `headerMiddleware` sets, added when the response head
 * is written rather than by a middleware on each request. A header the route set itself is kept.
 *
 * Why at writeHead: a response whose own headers all come in one `writeHead(status, [name,
 * value, …])` call (the cached answers, prepared-response.ts) then has its whole head written in
 * one pass, with the policy's headers spliced in front, instead of a dozen setHeader calls, each
 * validated and stored, and read back; that was a tenth of a cached answer's time. Any other
 * response (res.json, static files, errors) gets the missing ones set just before its head goes out.
 */
export function applySecurityHeaders(app: Express, headerMiddleware: RequestHandler): void {
  const { set, removed } = recordHeaders(headerMiddleware);
  const flat = set.flat();
  const inherited = app.response.writeHead as unknown as WriteHead;
  const writeHead: WriteHead = function (statusCode, reasonOrHeaders, headers) {
    if (this.headersSent) return inherited.apply(this, [statusCode, reasonOrHeaders, headers]);
    const reason = typeof reasonOrHeaders === 'string' ? reasonOrHeaders : undefined;
    const given = reason === undefined ? reasonOrHeaders : headers;
    // Nothing set beforehand and every header given as one list: one pass over one list.
    if (Array.isArray(given) && !Array.isArray(given[0]) && this.getHeaderNames().length === 0) {
      const all = [...flat, ...(given as string[])];
      return reason === undefined
        ? inherited.call(this, statusCode, all)
        : inherited.call(this, statusCode, reason, all);
    }
    for (const name of removed) this.removeHeader(name);
    for (const [name, value] of set) if (!this.hasHeader(name)) this.setHeader(name, value);
    return inherited.apply(this, [statusCode, reasonOrHeaders, headers]);
  };
  (app.response as unknown as { writeHead: WriteHead }).writeHead = writeHead;
}
