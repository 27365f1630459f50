import { milliseconds } from '../db/timeouts';

/** How long the HTTP side waits on clients and on the health probe (docs/configuration.md). */
export interface HttpTimeouts {
  /** A whole request, headers and body, must arrive within this (HTTP_REQUEST_TIMEOUT_MS). */
  requestMs: number;
  /** The request line and headers must arrive within this (HTTP_HEADERS_TIMEOUT_MS). */
  headersMs: number;
  /** An idle keep-alive connection is closed after this (HTTP_KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveMs: number;
  /** A request body must arrive at least this fast, measured over each `bodyRateWindowMs` (BODY_MIN_BYTES_PER_SECOND; 0: no check). */
  bodyMinBytesPerSecond: number;
  /** The window of the body-rate check (BODY_RATE_WINDOW_MS). */
  bodyRateWindowMs: number;
  /** `GET /api/health` answers 503 when the database has not answered within this (HEALTH_TIMEOUT_MS). */
  healthMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  // Generous for a 50 MB upload on a slow line; slow senders are cut by the body rate instead.
  requestMs: 300_000,
  headersMs: 20_000,
  // Longer than load balancers' usual 60 s idle timeout, so they close idle connections first
  // (a server closing one as the balancer reuses it would fail that request).
  keepAliveMs: 65_000,
  bodyMinBytesPerSecond: 1_024,
  bodyRateWindowMs: 10_000,
  healthMs: 1_500,
};

/** The HTTP timeouts from the environment variables named on each field. */
export function readHttpTimeouts(env: NodeJS.ProcessEnv): HttpTimeouts {
  const d = DEFAULT_HTTP_TIMEOUTS;
  const timeouts = {
    requestMs: milliseconds(env, 'HTTP_REQUEST_TIMEOUT_MS', d.requestMs, 1),
    headersMs: milliseconds(env, 'HTTP_HEADERS_TIMEOUT_MS', d.headersMs, 1),
    keepAliveMs: milliseconds(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', d.keepAliveMs, 1),
    bodyMinBytesPerSecond: milliseconds(
      env,
      'BODY_MIN_BYTES_PER_SECOND',
      d.bodyMinBytesPerSecond,
      0,
      'bytes',
    ),
    bodyRateWindowMs: milliseconds(env, 'BODY_RATE_WINDOW_MS', d.bodyRateWindowMs, 1),
    healthMs: milliseconds(env, 'HEALTH_TIMEOUT_MS', d.healthMs, 1),
  };
  // Node refuses a headers timeout longer than the request timeout.
  if (timeouts.headersMs > timeouts.requestMs) {
    throw new Error('HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS');
  }
  return timeouts;
}
