import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { localDate } from '@camino/schemas/calendar-date';
import { serveCached } from '../http/cached-answer';
import { prepareBody, type PreparedResponse } from '../http/prepared-response';
import type { ResponseCache } from '../lib/response-cache';
import type { Services } from '../services/create-services';
import { meterClient } from '../services/limits/public-meters';
import { createGospelPages } from './gospel-pages';
import { pageHtml, routeFiles } from './html-page';
import { languageFromCookie } from '@camino/schemas/languages';
import { inLiturgicalYears } from '@camino/schemas/liturgy/liturgical-calendars';
import { gospelDateOf, loadPageData, pageKindOf, volumeOfPath, type PageDataDeps } from './page-data';
import { createVolumeShells, sendVisitorToSignIn } from './member-page';
import { readerBuildLoader, type ReaderBuild } from './ssr-module';

export interface PageRendererOptions extends PageDataDeps {
  /** The page data's services, and the meter of on-demand gospel renders. */
  services: PageDataDeps['services'] & Pick<Services, 'limits'>;
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

/** Thrown out of a render the client's meter refused: the caller sends the shell. */
class RenderRefused extends Error {}

/** The HTML changes whenever content or the visitor's language does: always revalidated. */
const PAGE_CACHE_CONTROL = 'no-cache';

/**
 * Answers a navigation to the volume page from the server (member-page.ts): a visitor's with the
 * redirect to sign in, a member's with the page's shell. Pre-renders `/`, `/evangelio`, `/today`
 * and `/about` with the reader's own components (see
 * web-reader/src/entry-server.tsx) and the public data they show, in the visitor's language. Pages
 * are kept in the response cache by path, date and language, so a page is rendered once per
 * content change; the cache's generation check drops them when any server publishes. Only gospel
 * days with an entry are rendered (Today's, any day of the computed years); at most
 * GOSPEL_PAGES_KEPT days of both are kept (gospel-pages.ts), and a client past
 * LIMITS.gospelRender renders a minute gets the shell for a day not kept.
 */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  let warnedStale = false;
  const loadBuild = readerBuildLoader(options.distDir, options.ssrDir, () => {
    if (warnedStale) return;
    warnedStale = true;
    options.logger.warn('the reader was rebuilt: pages are the plain shell until the server restarts');
  });
  const origin = new URL(options.publicUrl).origin;
  const gospelPages = createGospelPages(options.cache, options.services.gospel);
  const volumeShells = createVolumeShells();
  let warnedMissing = false;

  return async (req, res) => {
    const kind = pageKindOf(req.path);
    if (!kind) return false;
    // Members only: a visitor is sent to sign in before anything is rendered.
    if (kind === 'volume' && sendVisitorToSignIn(req, res)) return true;
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

    const language = languageFromCookie(req.headers.cookie);
    const volume = volumeOfPath(req.path);
    if (kind === 'volume' && volume !== null) {
      try {
        const data = await loadPageData(options, kind, { language });
        await volumeShells(req, res, { build, language, volume, data, origin });
        return true;
      } catch (error) {
        options.logger.error({ err: error, path: req.path }, 'volume shell failed: serving the plain shell');
        return false;
      }
    }
    // A day page's day (a bad or missing ?date= is today, as in the reader) is part of its key.
    const dayDate =
      kind === 'gospel' || kind === 'today'
        ? gospelDateOf(req.query.date, localDate(options.clock.now()))
        : undefined;
    const gospelDate = kind === 'gospel' ? dayDate : undefined;
    const key = `page:${build.stamp}:${language}:${kind}:${dayDate ?? ''}`;
    const render = async (): Promise<PreparedResponse> => {
      // Only a render is metered (a cached day costs nothing): cycling through more days than
      // GOSPEL_PAGES_KEPT would otherwise make every request a render (Today's days share both).
      if (dayDate && !(await options.services.limits.meters.mayRenderGospel(meterClient(req))))
        throw new RenderRefused();
      const data = await loadPageData(options, kind, { language, gospelDate: dayDate });
      const url = dayDate ? `${req.path}?date=${dayDate}` : req.path;
      const page = await build.ssr.render({ url, data, origin });
      const html = pageHtml(build.template, {
        markup: page.html,
        title: page.title,
        data,
        files: routeFiles(build.manifest, kind),
      });
      return prepareBody(Buffer.from(html, 'utf8'));
    };
    try {
      // A day without an entry is not rendered: the shell (one shared file) shows the reader's
      // not-available message, so asking for every date costs a Set lookup, not a render.
      if (gospelDate && !(await gospelPages.hasEntry(gospelDate))) return false;
      // A Today date outside the computed years gets the shell, which shows the API's 400.
      if (kind === 'today' && dayDate && !inLiturgicalYears(dayDate)) return false;
      // The language comes from a cookie; a shared cache must not hand one visitor's to another.
      res.vary('Cookie');
      await serveCached(req, res, {
        cache: options.cache,
        key,
        load: render,
        cacheControl: PAGE_CACHE_CONTROL,
        contentType: 'text/html; charset=utf-8',
      });
      if (dayDate) gospelPages.keep(key);
      return true;
    } catch (error) {
      if (error instanceof RenderRefused) return false;
      options.logger.error({ err: error, path: req.path }, 'reader pre-render failed: serving the shell');
      return false;
    }
  };
}
