// The request line encoded straight into the log's chunk is, byte for byte, the line pino writes.
import express from 'express';
import pino, { type LoggerOptions } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createChunkedSink } from '../lib/logger';
import { installRequestLogging } from './request-log';
import { writeDigits } from './request-line-bytes';

/** An app logging into a chunked sink (as lib/logger.ts's stdout), its lines and string writes kept. */
function loggedApp(options: LoggerOptions = {}) {
  const out: Buffer[] = [];
  const sink = createChunkedSink((bytes) => void out.push(Buffer.from(bytes)));
  const textLines: string[] = [];
  const spied = {
    ...sink,
    write: (line: string) => {
      textLines.push(line);
      sink.write(line);
    },
  };
  const logger = pino({ level: 'info', base: { pid: 42, hostname: 'camino-ü' }, ...options }, spied);
  const app = express();
  installRequestLogging(app, logger);
  let flips = 0;
  app.get('/ok', (_req, res) => void res.json({ ok: true }));
  app.get('/caf%C3%A9/:id', (_req, res) => void res.json({ ok: true }));
  app.get('/flip', (_req, res) => void res.status(flips++ % 2 === 0 ? 200 : 404).json({}));
  const lines = () => {
    sink.flush();
    return Buffer.concat(out).toString('utf8').split('\n').filter(Boolean);
  };
  return { app, lines, textLines };
}

const URLS = [
  '/ok',
  '/ok',
  '/flip',
  '/flip',
  '/caf%C3%A9/7',
  '/missing',
  '/ok?x=1',
  '/ok?token=abc',
  '/a&token=b',
];

/** The time and the response time differ from run to run; everything else must not. */
const steady = (line: string) =>
  line.replace(/"time":\d+/, '"time":0').replace(/"responseTime":\d+/, '"responseTime":0');

describe('request line as bytes', () => {
  it('writes the very line pino writes, secrets redacted, text only where a URL has a query', async () => {
    const direct = loggedApp();
    // A mixin that adds nothing makes pino serialize the line itself.
    const viaPino = loggedApp({ mixin: () => ({}) });
    for (const url of URLS) {
      await request(direct.app).get(url);
      await request(viaPino.app).get(url);
    }
    await expect.poll(() => direct.lines().length).toBe(URLS.length);
    expect(direct.lines().map(steady)).toEqual(viaPino.lines().map(steady));
    expect(direct.lines()[0]).toMatch(
      /^\{"level":30,"time":\d{13},"pid":42,"hostname":"camino-ü","req":\{"id":1,/,
    );
    expect(direct.lines()[3]).toContain('"res":{"statusCode":404}');
    expect(direct.lines().join('\n')).not.toMatch(/abc|token=b/);
    expect(direct.lines()[8]).toContain('"url":"/a&token=[redacted]"');
    // Only the lines whose URL has a query were made as text.
    expect(direct.textLines.map((line) => (JSON.parse(line) as { req: { url: string } }).req.url)).toEqual([
      '/ok?x=1',
      '/ok?token=[redacted]',
    ]);
  });

  it('leaves the line to text when the time is not pino’s epoch time', async () => {
    const { app, textLines } = loggedApp({ timestamp: pino.stdTimeFunctions.isoTime });
    await request(app).get('/ok').expect(200);
    await expect.poll(() => textLines.length).toBe(1);
    expect(JSON.parse(textLines[0]!)).toMatchObject({ req: { url: '/ok' }, time: expect.any(String) });
  });
});

describe('writeDigits', () => {
  it('writes whole numbers as JavaScript prints them', () => {
    const buffer = Buffer.alloc(32);
    for (const n of [0, 7, 10, 99, 100, 1_795_528_574_683, Number.MAX_SAFE_INTEGER]) {
      const end = writeDigits(buffer, 3, n);
      expect(buffer.subarray(3, end).toString('latin1')).toBe(String(n));
    }
  });
});
