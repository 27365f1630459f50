import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { Router, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';
import type { PageRenderer } from './render-page';

/** Where `npm run build -w @camino/web-reader` writes the reader. */
export const READER_DIST_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'web-reader',
  'dist',
);

/** Where the reader's build writes the server's pre-render module (`vite build --ssr`). */
export const READER_SSR_DIR = path.resolve(READER_DIST_DIR, '..', 'dist-ssr');

/** Paths that keep their own behaviour: JSON 404s under /api, the demo files under /demo. */
const NOT_THE_READER = /^\/(api|demo)(\/|$)/;

/** Hashed file names never change content, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file at the root of the build (boot.js): one plain name, no folder, not a dotfile. */
const ROOT_FILE = /^\/[\w-]+(\.[\w-]+)+$/;

/** Precompressed siblings written by the reader's build, best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Camino: reader not built</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>The web reader is not built yet</h1>
<p>The API works (try <a href="/api/volumes">/api/volumes</a>), but the reader's files are missing.
Run <code>npm run build -w @camino/web-reader</code> (or <code>npm start</code>, which builds it
when needed) and reload this page.</p>
</body></html>`;

let warnedMissing = false;

/**
 * Sends `file`, or its .br/.gz sibling when the client accepts that encoding (the build writes
 * them for text assets), so the reader's JavaScript travels compressed without a compression
 * middleware spending CPU on every request.
 */
function sendPossiblyCompressed(res: Response, file: string, cacheControl: string, accepted: string[]): void {
  res.set('Cache-Control', cacheControl);
  res.vary('Accept-Encoding');
  for (const encoding of ENCODINGS) {
    if (accepted.includes(encoding.name) && existsSync(file + encoding.suffix)) {
      res.set('Content-Encoding', encoding.name);
      res.type(path.extname(file));
      res.sendFile(file + encoding.suffix, { cacheControl: false, lastModified: true });
      return;
    }
  }
  res.sendFile(file, { cacheControl: false });
}

/** The file a request path names inside the assets folder; null when malformed or outside it. */
function assetPath(assetsDir: string, requestPath: string): string | null {
  try {
    const file = path.join(assetsDir, decodeURIComponent(requestPath));
    return file.startsWith(assetsDir + path.sep) ? file : null;
  } catch {
    return null;
  }
}

const acceptedEncodings = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase())
    .filter(Boolean);

/**
 * Serves the built web reader: hashed `/assets/*` cached for a year, `index.html` revalidated on
 * every load, and the SPA fallback (index.html) for page requests (GET or HEAD accepting HTML)
 * outside /api and /demo, so a deep link like /evangelio?date=… opens the app. Pages that
 * `renderPage` pre-renders (the public ones) get their content in the HTML instead; when it
 * cannot, they get the same fallback. Without a build, pages get a short notice saying how to
 * build it, and the API keeps working.
 */
export function serveReader(options: {
  logger: Logger;
  distDir?: string;
  renderPage?: PageRenderer;
}): Router {
  const distDir = options.distDir ?? READER_DIST_DIR;
  const indexFile = path.join(distDir, 'index.html');
  const assetsDir = path.join(distDir, 'assets');
  const router = Router();

  const wantsPage: RequestHandler = (req, _res, next) => {
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !NOT_THE_READER.test(req.path) &&
      req.accepts('html') === 'html';
    next(isPage ? undefined : 'router');
  };

  if (!existsSync(indexFile)) {
    if (!warnedMissing) {
      warnedMissing = true;
      options.logger.warn(
        { distDir },
        'web reader not built: pages answer a notice; run `npm run build -w @camino/web-reader`',
      );
    }
    router.use(wantsPage, (_req, res) => {
      res.status(503).set('Cache-Control', 'no-store').type('html').send(MISSING_BUILD_PAGE);
    });
    return router;
  }

  // Hashed assets: a missing one is a plain 404, never the app's HTML under a .js name. A
  // middleware rather than a route: the route walker of access.test.ts checks API routes only.
  router.use('/assets', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = assetPath(assetsDir, req.path);
    if (!file || !existsSync(file)) {
      res.status(404).set('Cache-Control', 'no-store').type('text').send('Not found');
      return;
    }
    sendPossiblyCompressed(res, file, IMMUTABLE, acceptedEncodings(req.headers['accept-encoding']));
  });

  // Unhashed files at the root (boot.js, favicon.svg): always revalidated, and sent precompressed
  // when the build wrote a sibling (boot.js blocks the first paint: Lighthouse flagged it raw).
  router.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !ROOT_FILE.test(req.path)) return next();
    const file = path.join(distDir, req.path.slice(1));
    if (!ENCODINGS.some((encoding) => existsSync(file + encoding.suffix))) return next();
    sendPossiblyCompressed(res, file, 'no-cache', acceptedEncodings(req.headers['accept-encoding']));
  });
  // The rest of them as they are. Dotfiles (.vite/) stay hidden.
  router.use(
    express.static(distDir, {
      index: false,
      cacheControl: false,
      setHeaders: (res) => res.set('Cache-Control', 'no-cache'),
    }),
  );

  router.use(wantsPage, async (req, res) => {
    if (options.renderPage && (await options.renderPage(req, res))) return;
    sendPossiblyCompressed(res, indexFile, 'no-cache', acceptedEncodings(req.headers['accept-encoding']));
  });
  return router;
}
