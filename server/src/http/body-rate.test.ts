// Proves slow clients are cut off: a body trickling in below the minimum rate gets 408 and a
// closed connection long before it would finish, headers that never end are cut by the headers
// timeout, and a body at an honest pace (or one the app is slow to read) is untouched. Raw sockets,
// because an HTTP client cannot be made to send this slowly.
import net from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from './listen';
import { DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from './timeouts';

/** Small windows so the test takes seconds; the defaults scale the same rule to minutes. */
const FAST: HttpTimeouts = {
  ...DEFAULT_HTTP_TIMEOUTS,
  headersMs: 1_000,
  bodyMinBytesPerSecond: 100,
  bodyRateWindowMs: 500,
};

function uploadApp() {
  const app = express();
  app.post('/upload', express.raw({ type: '*/*', limit: '1mb' }), (req, res) => {
    res.json({ received: (req.body as Buffer).length });
  });
  // Takes its time before reading: a stall that is the server's, not the client's.
  app.post('/slow-reader', (req, res) => {
    setTimeout(() => {
      let n = 0;
      req.on('data', (chunk: Buffer) => (n += chunk.length));
      req.on('end', () => res.json({ received: n }));
    }, 1_500);
  });
  return app;
}

interface Exchange {
  /** Everything the server sent, once it closed the connection or the test ended it. */
  answer: Promise<string>;
  socket: net.Socket;
}

function connect(port: number): Exchange {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const answer = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.on('error', () => undefined);
  return { answer, socket };
}

describe('slow clients', () => {
  let running: RunningServer | undefined;
  const timers: NodeJS.Timeout[] = [];
  afterEach(async () => {
    timers.forEach(clearInterval);
    await running?.shutdown();
  });

  it('cuts off a body sent a byte at a time: 408, connection closed, body never finished', async () => {
    running = await listen(uploadApp(), 0, '127.0.0.1', FAST);
    const { socket, answer } = connect(running.port);
    const bodyLength = 200;
    socket.write(
      `POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: ${bodyLength}\r\n\r\n`,
    );
    let sent = 0;
    // One byte every 200 ms: the whole body would need 40 s.
    timers.push(
      setInterval(() => {
        if (!socket.destroyed && sent < bodyLength) {
          socket.write('x');
          sent += 1;
        }
      }, 200),
    );

    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text.toLowerCase()).toContain('connection: close');
    expect(text).toContain('"code":"bad_request"');
    expect(sent).toBeLessThan(bodyLength);
  }, 20_000);

  it('cuts off a request whose headers never end (HTTP_HEADERS_TIMEOUT_MS)', async () => {
    running = await listen(uploadApp(), 0, '127.0.0.1', FAST);
    const { socket, answer } = connect(running.port);
    socket.write('POST /upload HTTP/1.1\r\nHost: x\r\n');
    let lines = 0;
    timers.push(
      setInterval(() => {
        if (!socket.destroyed && lines < 100) socket.write(`X-Slow-${lines++}: y\r\n`);
      }, 200),
    );
    expect(await answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(lines).toBeLessThan(100);
  }, 20_000);

  it('lets an honest body through, and does not blame the client while the app is not reading', async () => {
    running = await listen(uploadApp(), 0, '127.0.0.1', FAST);
    const body = 'y'.repeat(2_000);
    for (const path of ['/upload', '/slow-reader']) {
      const res = await fetch(`http://127.0.0.1:${running.port}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: body.length });
    }
  });
});
