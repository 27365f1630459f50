// A baseline for the throughput bench, run as its own process (pinned like the server under
// test): serves fixed bodies from memory, either with a bare Express 5 app (one route per path,
// nothing else: the ceiling of the framework Camino uses) or with raw node:http (the ceiling of
// Node itself). Usage: baseline-server.ts express|node <bodies.json> (PORT from the environment).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import express from 'express';

const [mode, bodiesFile] = process.argv.slice(2);
const bodies = JSON.parse(readFileSync(bodiesFile!, 'utf8')) as Record<string, string>;
const port = Number(process.env.PORT);
const buffers = new Map(Object.entries(bodies).map(([p, body]) => [p, Buffer.from(body)]));

if (mode === 'express') {
  const app = express();
  for (const [p, body] of buffers) {
    app.get(p, (_req, res) => {
      res.type('application/json').send(body);
    });
  }
  app.listen(port, '127.0.0.1', () => console.log(`listening ${port}`));
} else {
  createServer((req, res) => {
    const body = buffers.get(req.url ?? '');
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  }).listen(port, '127.0.0.1', () => console.log(`listening ${port}`));
}
