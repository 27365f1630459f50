import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { localDate } from '@camino/schemas/calendar-date';
import { clientHasVersion } from '../http/etag';
import { pickEncoding } from '../http/prepared-response';
import type { ResponseCache } from '../lib/response-cache';
import { pageHtml, routeFiles } from './html-page';
import { gospelDateOf, languageOf, loadPageData, pageKindOf, type PageDataDeps } from './page-data';
import { readerBuildLoader, type ReaderBuild } from './ssr-module';

/** A rendered page kept in the content cache: its bytes, ETag and compressed copies. */
interface PreparedPage {
  body: Buffer;
  etag: string;
  gzip: Buffer;
  br: Buffer;
}

export interface PageRendererOptions extends PageDataDeps {
  /** The browser build (index.html, .vite/manifest.json). */
  distDir: string;
  /** The pre-render build (entry-server.js). */
  ssrDir: string;
  /** Shared with the API's public answers: an admin's change drops rendered pages too. */
  cache: ResponseCache;
  logger: Logger;
  /** PUBLIC_URL: links in content to this origin are the site's own. */
  publicUrl: string;
}

/**
 * Answers a page request with the pre-rendered page, or returns false (nothing sent) when the
 * caller should send the plain shell: a page that is not pre-rendered, a build without the
 * pre-render module, or a render that failed (logged).
 */
export type PageRenderer = (req: Request, res: Response) => Promise<boolean>;

/** The HTML changes whenever content or the visitor's language does: always revalidated. */
const PAGE_CACHE_CONTROL = 'no-cache';

function preparePage(html: string): PreparedPage {
  const body = Buffer.from(html, 'utf8');
  return {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    gzip: gzipSync(body, { level: 9 }),
    br: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  };
}

const pageSize = (page: PreparedPage): number =>
  page.body.length + page.gzip.length + page.br.length + page.etag.length + 64;

function sendPage(req: Request, res: Response, page: PreparedPage): void {
  res.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
  res.setHeader('ETag', page.etag);
  res.vary('Accept-Encoding');
  // The language comes from a cookie; a shared cache must not hand one visitor's to another.
  res.vary('Cookie');
  if (clientHasVersion(req, page.etag)) {
    res.status(304).end();
    return;
  }
  const coding = pickEncoding(req.headers['accept-encoding']);
  const bytes = coding === 'br' ? page.br : coding === 'gzip' ? page.gzip : page.body;
  res.status(200);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', bytes.length);
  if (coding) res.setHeader('Content-Encoding', coding);
  res.end(bytes);
}

/**
 * Pre-renders `/`, `/evangelio` and `/about` with the reader's own components (see
 * web-reader/src/entry-server.tsx) and the public data they show, in the visitor's language. Pages
 * are kept in the response cache by path, date and language, so a page is rendered once per
 * content change; the cache's generation check drops them when any server publishes.
 */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  let warnedStale = false;
  const loadBuild = readerBuildLoader(options.distDir, options.ssrDir, () => {
    if (warnedStale) return;
    warnedStale = true;
    options.logger.warn('the reader was rebuilt: pages are the plain shell until the server restarts');
  });
  const origin = new URL(options.publicUrl).origin;
  let warnedMissing = false;

  return async (req, res) => {
    const kind = pageKindOf(req.path);
    if (!kind) return false;
    let build: ReaderBuild | null;
    try {
      build = await loadBuild();
    } catch (error) {
      options.logger.error({ err: error }, 'reader pre-render could not load: serving the shell');
      return false;
    }
    if (!build) {
      if (!warnedMissing) {
        warnedMissing = true;
        options.logger.warn(
          { ssrDir: options.ssrDir },
          'reader pre-render missing: pages are the plain shell; run `npm run build -w @camino/web-reader`',
        );
      }
      return false;
    }

    const language = languageOf(req.headers.cookie);
    // The gospel page's day (a bad or missing ?date= is today, as in the reader) is part of its key.
    const gospelDate =
      kind === 'gospel' ? gospelDateOf(req.query.date, localDate(options.clock.now())) : undefined;
    const key = `page:${build.stamp}:${language}:${kind}:${gospelDate ?? ''}`;
    const render = async (): Promise<PreparedPage> => {
      const data = await loadPageData(options, kind, { language, gospelDate });
      const url = gospelDate ? `/evangelio?date=${gospelDate}` : req.path;
      const page = await build.ssr.render({ url, data, origin });
      return preparePage(
        pageHtml(build.template, {
          markup: page.html,
          title: page.title,
          data,
          files: routeFiles(build.manifest, kind),
        }),
      );
    };
    try {
      let page = await options.cache.get(key, render, pageSize);
      if (clientHasVersion(req, page.etag) && !(await options.cache.confirmCurrent())) {
        page = await options.cache.get(key, render, pageSize);
      }
      sendPage(req, res, page);
      return true;
    } catch (error) {
      options.logger.error({ err: error, path: req.path }, 'reader pre-render failed: serving the shell');
      return false;
    }
  };
}
