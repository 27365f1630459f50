import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Express } from 'express';

export interface RunningServer {
  server: Server;
  port: number;
  /** Stops accepting connections, lets in-flight requests finish, then resolves. */
  shutdown(): Promise<void>;
}

/** How long in-flight requests get to finish before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Listens on `host:port` (port 0 picks a free one) with a graceful shutdown. */
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

/**
 * Express gives every request and response the app's prototypes (`app.request`, `app.response`)
 * with `Object.setPrototypeOf` as they arrive. After that V8 keeps each request's objects alive
 * through the next young-generation collections: measured under load, nearly all of a request's
 * memory was promoted to the old generation (~40 MB/s) and bare Express ran at a third of the
 * speed it has without the call. Built from these classes they are born with those prototypes,
 * which makes Express's call a no-op. (An ES subclass: a plain constructor function calling
 * `IncomingMessage.call(this)` builds slower objects, and `Reflect.construct` slower still.)
 */
function bornWithAppPrototypes(app: Express) {
  class AppRequest extends IncomingMessage {}
  class AppResponse extends ServerResponse {}
  // The app's own prototypes stay in the chain, with whatever the app has set on them.
  Object.setPrototypeOf(AppRequest.prototype, app.request);
  Object.setPrototypeOf(AppResponse.prototype, app.response);
  app.request = AppRequest.prototype as unknown as Express['request'];
  app.response = AppResponse.prototype as unknown as Express['response'];
  return { IncomingMessage: AppRequest, ServerResponse: AppResponse };
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
