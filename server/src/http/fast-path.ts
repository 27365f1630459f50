// Camino's HTTP fast path: what it replaces in Express 5 and pino, why, and the figures that
// justify each piece. Everything that leans on their internals is installed from here, once, by
// installFastPath; `express` and `pino` are pinned to exact versions in package.json, and
// framework-internals.test.ts fails when an internal relied upon below changes.
//
// 1. Requests born with the app's prototypes (app-prototypes.ts, used by listen.ts). Replaces:
//    Express's `Object.setPrototypeOf(req, app.request)` / `(res, app.response)` in `app.handle`
//    on every request. Why: after that call V8 kept each request's objects through the next
//    young-generation collections (92 % promoted, ~40 MB/s into the old generation, a mark-compact
//    every 1.5 s). On raw node:http that one line took ~25k to ~9k req/s; bare Express went from
//    ~5k to ~16.7k req/s with it made a no-op, and Camino's MySQL server from 203 to ~140 MB peak
//    RSS at 2–2.5× the requests/s.
// 2. The request log line (request-log.ts). Replaces: pino-http's middleware, a 'close' listener
//    per request and pino's pass over the log object (serializers, redaction). The request is
//    stamped in `app.handle` and logged from the response prototype's `emit('close')`; the line is
//    built from the known fields in pino's own format (a test holds it byte-equal to pino's),
//    falling back to pino when the logger does anything it cannot. Why: logging was ~4 points of
//    a cached answer's ratio to bare Express with the object pass. (Lines reach stdout every
//    50 ms, lib/logger.ts: once per event-loop turn, the thread-pool write cost ~15 µs of CPU per
//    turn, several µs per playlist request when the turns answer few requests each. Each line is
//    encoded into a 64 KB chunk as it is made: kept as strings for those 50 ms, they held
//    Camino at 73–84 % of Fastify's requests/s; encoded at once, 95–104 % (two bench runs).
//    A line whose URL has no query is written there as kept bytes and digits, not as a string
//    (request-line-bytes.ts: 3.3 → 1–1.5 µs in the profile, a test holds it byte-equal to pino's).)
// 3. Security headers at writeHead (security-headers.ts). Replaces: helmet's middleware, a dozen
//    setHeader calls per request. Its fixed policy is recorded once and spliced in front of the
//    headers a cached answer gives in its one `writeHead(status, [name, value, …])` call. Why:
//    the per-request setHeader calls were a tenth of a cached answer's time (~1.5 points).
// 4. Prepared responses (prepared-response.ts, cached-answer.ts). Replaces: res.json's
//    serialization, Express's ETag hashing, the compression middleware and `fresh`'s 304 check,
//    for the content answers. Each answer is kept serialized with its ETag and gzip/brotli copies;
//    one helper decides freshness and one writer answers 200 or 304. Why: a cached answer costs no
//    JSON.stringify, hashing or compression per request; a warm playlist or chapter no query.
// 5. Direct routes (direct-routes.ts). Replaces: the router walk (a closure and a path-to-regexp
//    match per layer tried, parameter processing, the route's own dispatch) for the content GETs,
//    and since session 11 the final handler app.handle makes for every request (they are taken
//    in app.handle, doing the rest of what it does).
//    Why: the walk was ~15 points of the playlist's ratio (profile, session 5: 86 → 98 % of bare
//    Express). Re-measured once requests were born with the app's prototypes (the same bundle with
//    and without the bypass, one core each, 12 interleaved rounds of 4–5 s on a busy 2-core VM):
//    playlist +12–13 %, main-file +6–7 % requests/s (medians; single rounds ranged −24 to +91 %,
//    10 and 8 of 12 rounds ahead). It still pays, so it stays.
import type { ErrorRequestHandler, Express, RequestHandler, Router } from 'express';
import type { Logger } from 'pino';
import { bornWithAppPrototypes } from './app-prototypes';
import { mountDirectRoutes } from './direct-routes';
import { installRequestLogging } from './request-log';
import { applySecurityHeaders } from './security-headers';

export interface FastPathOptions {
  /** The request log line's logger (its level and bindings; see request-log.ts). */
  logger: Logger;
  /** A header-only middleware with a fixed policy (helmet), applied as each head is written. */
  securityHeaders: RequestHandler;
  /** Routers of plain routes whose GET requests are answered without the router walk. */
  directRoutes: { prefix: string; routers: Router[]; onError: ErrorRequestHandler };
}

/**
 * Installs the whole fast path on a new app, before any other middleware or route (the direct
 * routes refuse otherwise): the prototypes first, so that what the log line and the security
 * headers set on `app.request`/`app.response` lands on the prototypes requests are born with.
 */
export function installFastPath(app: Express, options: FastPathOptions): void {
  bornWithAppPrototypes(app);
  // The direct routes take their requests in app.handle: the log line's stamp wraps theirs.
  const { prefix, routers, onError } = options.directRoutes;
  mountDirectRoutes(app, prefix, routers, onError);
  installRequestLogging(app, options.logger);
  applySecurityHeaders(app, options.securityHeaders);
}
