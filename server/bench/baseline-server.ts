// A baseline for the throughput bench, run as its own process (pinned like the server under
// test): answers each path with the very bytes Camino answered it with (its headers included,
// captured off the wire by run.ts; Node adds Date, Connection and Keep-Alive as it does for
// Camino), from memory, with
// - `express`: a bare Express 5 app, one route per path and nothing else (Express as it comes:
//   the framework Camino is built on),
// - `fastify`: a bare Fastify 5 app, one route per path (the framework a team would pick for speed),
// - `node`: raw node:http (the ceiling of Node itself).
// Usage: baseline-server.ts express|fastify|node <answers.json> (PORT from the environment).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import express from 'express';
import Fastify from 'fastify';

/** A path's answer as run.ts writes it: headers in Camino's order, the body in base64. */
export interface ReplayedAnswer {
  headers: Array<[string, string]>;
  body: string;
}

/** As Camino's listen() sets it, so that Node writes the same `Keep-Alive: timeout=65`. */
const KEEP_ALIVE_MS = 65_000;

const [mode, answersFile] = process.argv.slice(2);
const port = Number(process.env.PORT);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(answersFile!, 'utf8')) as Record<string, ReplayedAnswer>).map(
    ([p, a]) => [p, { headers: a.headers, flat: a.headers.flat(), body: Buffer.from(a.body, 'base64') }],
  ),
);
const listening = () => console.log(`listening ${port}`);

if (mode === 'express') {
  const app = express();
  // Camino sends no X-Powered-By: the same bytes, nothing else changed.
  app.disable('x-powered-by');
  for (const [p, answer] of answers) {
    const headers = Object.fromEntries(answer.headers);
    app.get(p, (_req, res) => {
      res.set(headers).send(answer.body);
    });
  }
  app.listen(port, '127.0.0.1', listening).keepAliveTimeout = KEEP_ALIVE_MS;
} else if (mode === 'fastify') {
  const app = Fastify({ logger: false, keepAliveTimeout: KEEP_ALIVE_MS });
  for (const [p, answer] of answers) {
    const headers = Object.fromEntries(answer.headers);
    app.get(p, (_req, reply) => {
      void reply.headers(headers).send(answer.body);
    });
  }
  app.listen({ port, host: '127.0.0.1' }).then(listening, (err: unknown) => {
    console.error(err);
    process.exit(1);
  });
} else if (mode === 'node') {
  const server = createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, answer.flat);
    res.end(answer.body);
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.listen(port, '127.0.0.1', listening);
} else {
  throw new Error(`unknown baseline ${mode}: express, fastify or node`);
}

// An orderly exit on SIGTERM, so a --cpu-prof run (bench/profile.ts) writes its profile.
process.on('SIGTERM', () => process.exit(0));
