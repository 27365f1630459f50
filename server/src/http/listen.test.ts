// Proves a shutdown lets in-flight requests finish and refuses new connections afterwards, and
// that requests arrive already carrying the app's prototypes.
import express from 'express';
import { describe, expect, it } from 'vitest';
import { listen } from './listen';

describe('graceful shutdown', () => {
  it('finishes the request in flight, then stops listening', async () => {
    const app = express();
    let entered!: () => void;
    const inFlight = new Promise<void>((resolve) => (entered = resolve));
    app.get('/slow', (_req, res) => {
      entered();
      setTimeout(() => res.json({ done: true }), 300);
    });
    const running = await listen(app, 0, '127.0.0.1');
    const url = `http://127.0.0.1:${running.port}/slow`;

    const response = fetch(url).then(async (r) => ({ status: r.status, body: await r.json() }));
    await inFlight;
    const stopped = running.shutdown();

    expect(await response).toEqual({ status: 200, body: { done: true } });
    await stopped;
    await expect(fetch(url)).rejects.toThrow();
  });
});

describe('requests and responses born with the app prototypes', () => {
  it("leaves Express's per-request setPrototypeOf nothing to change, and keeps what the app set", async () => {
    const app = express();
    // Set on the app's response prototype before listening, as the security headers are.
    const writeHead = app.response.writeHead;
    app.response.writeHead = function (this: typeof app.response, ...args: Parameters<typeof writeHead>) {
      this.setHeader('x-patched', 'yes');
      return writeHead.apply(this, args);
    } as typeof writeHead;
    const arrived: boolean[] = [];
    // Express's entry point for each request (not in its type declarations).
    type Handle = (req: object, res: object, next?: unknown) => void;
    const entry = app as unknown as { handle: Handle };
    const handle = entry.handle.bind(app);
    entry.handle = (req, res, next) => {
      arrived.push(Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response);
      handle(req, res, next);
    };
    app.get('/who', (req, res) => {
      res.json({ sameApp: req.app === app, ip: req.ip, host: req.hostname });
    });
    const running = await listen(app, 0, '127.0.0.1');
    try {
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`http://127.0.0.1:${running.port}/who`);
        expect(res.status).toBe(200);
        expect(res.headers.get('x-patched')).toBe('yes');
        expect(await res.json()).toEqual({ sameApp: true, ip: '127.0.0.1', host: '127.0.0.1' });
      }
      expect(arrived).toEqual([true, true]);
    } finally {
      await running.shutdown();
    }
  });
});
