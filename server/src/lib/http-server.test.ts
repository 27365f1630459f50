// Proves a shutdown lets in-flight requests finish and refuses new connections afterwards.
import express from 'express';
import { describe, expect, it } from 'vitest';
import { listen } from './http-server';

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
