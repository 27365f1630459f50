// Proves, on Camino's own upload route behind its access guard, that an admin's upload trickling
// in a byte at a time is cut off with 408 and a closed connection, while the same upload sent at
// once is accepted. Raw socket; the body-rate windows are scaled down so the test takes seconds.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../../http/listen';
import { DEFAULT_HTTP_TIMEOUTS } from '../../http/timeouts';
import { createTestContext, type TestContext } from '../test-context';

describe('a slow upload', () => {
  let ctx: TestContext;
  let running: RunningServer;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    token = (await ctx.admin()).token;
    running = await listen(ctx.app, 0, '127.0.0.1', {
      ...DEFAULT_HTTP_TIMEOUTS,
      bodyMinBytesPerSecond: 100,
      bodyRateWindowMs: 500,
    });
  });
  afterAll(async () => {
    await running.shutdown();
    await ctx.close();
  });

  const boundary = 'camino-slow-boundary';
  const body = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="file"; filename="about.md"',
    'Content-Type: text/markdown',
    '',
    `# About\n\n${'Slow but honest text. '.repeat(20)}`,
    `--${boundary}--`,
    '',
  ].join('\r\n');
  const head = () =>
    [
      'POST /api/admin/about/upload HTTP/1.1',
      'Host: 127.0.0.1',
      `Authorization: Bearer ${token}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      '',
    ].join('\r\n');

  /** Sends the request (the body `byteEveryMs` apart, or at once) and resolves with all the server said. */
  function send(byteEveryMs?: number): Promise<{ answer: string; sent: number }> {
    return new Promise((resolve) => {
      const socket = net.connect(running.port, '127.0.0.1');
      let answer = '';
      let sent = 0;
      // Set below, after the head is written; the close handler above it must see it.
      // eslint-disable-next-line prefer-const
      let timer: NodeJS.Timeout | undefined;
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString();
        if (!byteEveryMs && /\r\n\r\n[\s\S]*\}$/.test(answer)) socket.end();
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, sent });
      });
      socket.write(head());
      if (!byteEveryMs) {
        socket.write(body);
        sent = body.length;
        return;
      }
      timer = setInterval(() => {
        if (sent < body.length && !socket.destroyed) socket.write(body[sent++]!);
      }, byteEveryMs);
    });
  }

  it('is cut off with 408 before its body is complete', async () => {
    const { answer, sent } = await send(200);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(sent).toBeLessThan(body.length);
  }, 20_000);

  it('is accepted when the same body arrives at once', async () => {
    const { answer } = await send();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('Slow but honest text.');
  });
});
