import { createServer, type Server } from 'node:http';
import type { Express } from 'express';
import { bornWithAppPrototypes } from './app-prototypes';
import { enforceBodyRate } from './body-rate';
import { DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from './timeouts';

export interface RunningServer {
  server: Server;
  port: number;
  /** Stops accepting connections, lets in-flight requests finish, then resolves. */
  shutdown(): Promise<void>;
}

/** How long in-flight requests get to finish before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/** How often Node looks for requests past their headers or request timeout (its default: 30 s). */
const TIMEOUT_CHECK_MS = 1_000;

/**
 * Listens on `host:port` (port 0 picks a free one) with a graceful shutdown; requests and
 * responses are built with the app's prototypes (app-prototypes.ts). Slow clients are bounded
 * (`timeouts`, see http/timeouts.ts): headers, the whole request, and a minimum body rate.
 */
export function listen(
  app: Express,
  port: number,
  host?: string,
  timeouts: HttpTimeouts = DEFAULT_HTTP_TIMEOUTS,
): Promise<RunningServer> {
  const server = createServer(
    {
      ...bornWithAppPrototypes(app),
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_MS, timeouts.headersMs),
    },
    app,
  );
  server.keepAliveTimeout = timeouts.keepAliveMs;
  enforceBodyRate(server, {
    minBytesPerSecond: timeouts.bodyMinBytesPerSecond,
    windowMs: timeouts.bodyRateWindowMs,
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({ server, port: actualPort, shutdown: () => shutdown(server) });
    });
  });
}

function shutdown(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    // Keep-alive sockets that go idle once their last response is sent would otherwise hold
    // close() open until they time out, so they are swept until the server has closed.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => {
      clearTimeout(force);
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}
