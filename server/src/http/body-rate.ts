import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface BodyRate {
  /** Bytes a body must bring at least, per second, in each window (0: no check). */
  minBytesPerSecond: number;
  windowMs: number;
}

const TOO_SLOW = JSON.stringify({ detail: 'The request body arrived too slowly', code: 'bad_request' });

/**
 * Cuts off request bodies that trickle in: a client sending one byte every few seconds would
 * otherwise hold its connection and its request's memory until the request timeout (minutes, to
 * let honest large uploads through). Node has no minimum rate of its own (its socket idle timeout
 * restarts with every byte), so each request with a body is watched here: a window in which the
 * socket brings fewer than `minBytesPerSecond × windowMs` bytes while the app is reading answers
 * 408 and closes the connection. Windows in which the app is not reading (a paused stream, such
 * as a request waiting on its access check) are not counted: the stall is then the server's.
 */
export function enforceBodyRate(server: Server, rate: BodyRate): void {
  if (!rate.minBytesPerSecond) return;
  const minPerWindow = (rate.minBytesPerSecond * rate.windowMs) / 1000;
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!hasBody(req)) return;
    const socket = req.socket;
    let seen = socket.bytesRead;
    const timer = setInterval(() => {
      if (req.complete) return stop();
      const now = socket.bytesRead;
      if (req.readableFlowing === true && now - seen < minPerWindow) {
        stop();
        cut(req, res);
        return;
      }
      seen = now;
    }, rate.windowMs);
    timer.unref();
    const stop = () => clearInterval(timer);
    req.once('end', stop);
    req.once('close', stop);
  });
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function cut(req: IncomingMessage, res: ServerResponse): void {
  if (!res.headersSent) {
    res.writeHead(408, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(TOO_SLOW),
      connection: 'close',
    });
    // The body is left unread: end the answer, then the connection, so the rest is never awaited.
    res.end(TOO_SLOW, () => req.socket.destroy());
    return;
  }
  req.socket.destroy();
}
