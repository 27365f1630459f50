import { createServer, type Server } from 'node:http';
import type { Express } from 'express';
import { bornWithAppPrototypes } from './app-prototypes';

export interface RunningServer {
  server: Server;
  port: number;
  /** Stops accepting connections, lets in-flight requests finish, then resolves. */
  shutdown(): Promise<void>;
}

/** How long in-flight requests get to finish before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Listens on `host:port` (port 0 picks a free one) with a graceful shutdown; requests and
 * responses are built with the app's prototypes (app-prototypes.ts).
 */
export function listen(app: Express, port: number, host?: string): Promise<RunningServer> {
  const server = createServer(bornWithAppPrototypes(app), app);
  // Keep-alive longer than typical load balancers' idle timeout, so they close connections first.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
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
