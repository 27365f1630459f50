// Guards what the fast path (fast-path.ts) relies on inside Express 5 and pino, beyond their
// documented APIs: when an upgrade changes one of these, this fails before the fast path quietly
// slows down or breaks. Also holds the installed versions to the exact ones pinned.
import { readFileSync } from 'node:fs';
import type http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { Router, type RequestHandler } from 'express';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(serverDir, 'package.json'));

const versionOf = (name: string): string =>
  (
    JSON.parse(readFileSync(path.join(path.dirname(require.resolve(name)), 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

// Express's entry for each request and its base router (not in its type declarations).
type Handle = (req: http.IncomingMessage, res: http.ServerResponse, next?: unknown) => void;
interface AppInternals {
  handle: Handle;
  router: { handle: Handle; stack: unknown[] };
}
const internals = (app: express.Express) => app as unknown as AppInternals;

describe('pinned versions', () => {
  it('installs exactly the express, router and pino versions server/package.json pins', () => {
    const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const name of ['express', 'router', 'pino']) {
      // An exact version, not a range: the fast path was measured and checked against this one.
      expect(pkg.dependencies[name]).toMatch(/^\d+\.\d+\.\d+$/);
      expect(versionOf(name)).toBe(pkg.dependencies[name]);
    }
    // The direct routes read the layers of Express's own router: the pinned copy must be that one.
    expect(createRequire(require.resolve('express')).resolve('router')).toBe(require.resolve('router'));
  });
});

describe('Express 5 internals', () => {
  it('enters every request through app.handle, looked up at call time (the log line stamps it there)', async () => {
    const app = express();
    app.get('/x', (_req, res) => void res.end('ok'));
    const seen: string[] = [];
    const handle = internals(app).handle.bind(app);
    internals(app).handle = (req, res, next) => {
      seen.push(req.url ?? '');
      handle(req, res, next);
    };
    await request(app).get('/x').expect(200, 'ok');
    expect(seen).toEqual(['/x']);
  });

  it('gives each request app.request and app.response as read at that moment, and links req.res/res.req', async () => {
    const app = express();
    // As app-prototypes.ts does: new prototypes chained to the app's, set after the app was made.
    const requestProto = Object.create(app.request) as express.Request;
    const responseProto = Object.create(app.response) as express.Response;
    app.request = requestProto;
    app.response = responseProto;
    let seen: boolean[] = [];
    app.get('/x', (req, res) => {
      seen = [
        Object.getPrototypeOf(req) === requestProto,
        Object.getPrototypeOf(res) === responseProto,
        req.res === res,
        res.req === req,
      ];
      res.end();
    });
    await request(app).get('/x').expect(200);
    expect(seen).toEqual([true, true, true, true]);
    // The call the born-with-prototypes classes make a no-op is still there.
    const source = readFileSync(
      path.join(path.dirname(require.resolve('express')), 'lib', 'application.js'),
      'utf8',
    );
    expect(source).toContain('Object.setPrototypeOf(req, this.request)');
    expect(source).toContain('Object.setPrototypeOf(res, this.response)');
  });

  it('does in app.handle only what the direct routes do in its place, then makes a final handler and walks the router', () => {
    const source = readFileSync(
      path.join(path.dirname(require.resolve('express')), 'lib', 'application.js'),
      'utf8',
    );
    const body = /\napp\.handle = function handle\(req, res, callback\) \{([\s\S]*?)\n\};/.exec(source)?.[1];
    const statements = body
      ?.split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('//'));
    expect(statements).toEqual([
      'var done = callback || finalhandler(req, res, {',
      "env: this.get('env'),",
      'onerror: logerror.bind(this)',
      '});',
      "if (this.enabled('x-powered-by')) {",
      "res.setHeader('X-Powered-By', 'Express');",
      '}',
      'req.res = res;',
      'res.req = req;',
      'Object.setPrototypeOf(req, this.request)',
      'Object.setPrototypeOf(res, this.response)',
      'if (!res.locals) {',
      'res.locals = Object.create(null);',
      '}',
      'this.router.handle(req, res, done);',
    ]);
  });

  it('hands each request from app.handle to app.router.handle, an instance property the direct routes replace', async () => {
    const app = express();
    app.get('/x', (_req, res) => void res.end('ok'));
    const router = internals(app).router;
    expect(Array.isArray(router.stack)).toBe(true);
    expect(router.stack).toHaveLength(1);
    const walk = router.handle.bind(router);
    let calls = 0;
    router.handle = (req, res, done) => {
      calls++;
      walk(req, res, done);
    };
    await request(app).get('/x').expect(200, 'ok');
    expect(calls).toBe(1);
  });

  it('keeps a router of routes as layers with route.path, route.methods and a stack of {method, handle}', () => {
    const first: RequestHandler = (_req, _res, next) => next();
    const last: RequestHandler = (_req, res) => void res.end();
    const router = Router();
    router.get('/volumes/:volume/playlist', first, last);
    router.post('/notes', last);
    const layers = router.stack as unknown as Array<{
      route?: {
        path: string;
        methods: Record<string, boolean>;
        stack: Array<{ method?: string; handle: unknown }>;
      };
    }>;
    expect(layers.map((l) => l.route?.path)).toEqual(['/volumes/:volume/playlist', '/notes']);
    expect({ ...layers[0]!.route!.methods }).toEqual({ get: true });
    expect(layers[0]!.route!.stack.map((l) => [l.method, l.handle])).toEqual([
      ['get', first],
      ['get', last],
    ]);
    expect({ ...layers[1]!.route!.methods }).toEqual({ post: true });
  });

  it('writes every head through the prototype writeHead and emits close through the prototype emit', async () => {
    const app = express();
    const heads: number[] = [];
    const closed: string[] = [];
    const writeHead = app.response.writeHead;
    app.response.writeHead = function (this: express.Response, ...args: Parameters<typeof writeHead>) {
      heads.push(args[0]);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    const emit = app.response.emit;
    app.response.emit = function (this: express.Response, event: string | symbol, ...args: unknown[]) {
      if (event === 'close') closed.push(this.req.url);
      return emit.call(this, event, ...args);
    } as typeof emit;
    app.get('/json', (_req, res) => void res.json({ ok: true }));
    app.get('/missing', (_req, res) => void res.status(404).send('no'));
    await request(app).get('/json').expect(200);
    await request(app).get('/missing').expect(404);
    await expect.poll(() => closed).toEqual(['/json', '/missing']);
    expect(heads).toEqual([200, 404]);
  });
});

describe('pino internals (the request log line writes what pino would)', () => {
  const { symbols } = pino;

  it('exposes the symbols and logger fields the direct line reads', () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info', base: { pid: 1 } }, { write: (l: string) => lines.push(l) });
    const child = logger.child({}, { redact: [] });
    const fields = child as unknown as Record<symbol, unknown>;
    for (const name of [
      'streamSym',
      'formattersSym',
      'hooksSym',
      'mixinSym',
      'nestedKeySym',
      'messageKeySym',
      'needsMetadataGsym',
      'lsCacheSym',
      'timeSym',
      'chindingsSym',
      'endSym',
    ] as const) {
      expect(typeof symbols[name], name).toBe('symbol');
    }
    expect(typeof (fields[symbols.streamSym] as { write?: unknown }).write).toBe('function');
    expect(fields[symbols.formattersSym]).toEqual(expect.objectContaining({ log: undefined }));
    expect(fields[symbols.hooksSym]).toEqual(
      expect.objectContaining({ streamWrite: undefined, logMethod: undefined }),
    );
    expect(fields[symbols.mixinSym]).toBeUndefined();
    expect(fields[symbols.nestedKeySym]).toBeNull();
    expect(fields[symbols.messageKeySym]).toBe('msg');
    const level = (fields[symbols.lsCacheSym] as Record<number, string>)[child.levels.values.info!];
    expect(level).toBe('{"level":30');
    expect((fields[symbols.timeSym] as () => string)()).toMatch(/^,"time":\d+$/);
    expect(fields[symbols.chindingsSym]).toBe(',"pid":1');
    expect(fields[symbols.endSym]).toBe('}\n');

    // Put together, they make the line pino writes itself.
    child.info({ req: { id: 1 } }, 'request completed');
    const time = /,"time":\d+/.exec(lines[0]!)![0];
    expect(lines[0]).toBe(`${level}${time},"pid":1,"req":{"id":1},"msg":"request completed"}\n`);
  });
});
