/**
 * The server's pre-render of a public page (built by `vite build --ssr`, loaded by
 * server/src/pages/): the same routes and components as the browser, drawn from the
 * API answers the server embeds in the page, in the visitor's language and as a visitor (the
 * session lives in the browser). The browser then hydrates this markup (main.tsx).
 */
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { Writable } from 'node:stream';
import { SWRConfig } from 'swr';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { preloadNewsBlock } from './features/home/components/home-news-block';
import { setServerOrigin } from './app/ssr/server-markdown';
import { swrFallback } from './app/ssr/swr-fallback';
import { documentTitle, PageTitleSink } from './hooks/use-page-title';
import i18n from './lib/i18n';
import { PageDataContext } from './lib/page-data';

import type { PageData } from '@camino/schemas/page-data';

export type { PageData } from '@camino/schemas/page-data';
export { PAGE_DATA_ID } from '@camino/schemas/page-data';

export interface RenderInput {
  /** Path and query of the page. */
  url: string;
  data: PageData;
  /** The site's public origin (PUBLIC_URL), for links to the site itself. */
  origin: string;
  /** A render taking longer than this is abandoned (the caller serves the plain shell). */
  timeoutMs?: number;
}

export interface RenderedPage {
  /** The markup that goes inside `#root`. */
  html: string;
  /** The document title the page sets. */
  title: string;
}

/** Collects a stream's bytes into one string. */
function collector(done: (html: string) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      callback();
    },
    final(callback) {
      done(Buffer.concat(chunks).toString('utf8'));
      callback();
    },
  });
}

/**
 * Markup React left to be completed by inline scripts (a Suspense boundary that was still
 * loading when the stream began): the CSP runs no inline script, so such markup is unusable.
 */
const needsInlineScript = (html: string): boolean =>
  html.includes('<script') || html.includes('<template id="B:');

/**
 * Renders a page completely, or rejects so the server serves the plain single-page shell. A lazy
 * route suspends the first time it is drawn, and React then sends its content apart with inline
 * scripts to put it in place; the second render finds the chunk loaded and writes it in place, so
 * only the first render of each page in a process takes two passes. Any error, even one React
 * could recover from in the browser, rejects too.
 */
export async function render(input: RenderInput): Promise<RenderedPage> {
  // Home's news block is drawn in place, as the browser hydrates it (home-news-block.tsx).
  await preloadNewsBlock();
  const first = await renderOnce(input);
  if (!needsInlineScript(first.html)) return first;
  const second = await renderOnce(input);
  if (needsInlineScript(second.html))
    throw new Error('the page still needs inline scripts after its chunks loaded');
  return second;
}

function renderOnce(input: RenderInput): Promise<RenderedPage> {
  setServerOrigin(input.origin);
  const translations = i18n.cloneInstance({ lng: input.data.language });
  let title = documentTitle('');
  const tree = (
    <StrictMode>
      <PageTitleSink.Provider value={(pageTitle) => (title = pageTitle)}>
        <I18nextProvider i18n={translations}>
          <PageDataContext.Provider value={input.data}>
            <StaticRouter location={input.url}>
              <SWRConfig value={{ fallback: swrFallback(input.data) }}>
                <AppProvider>
                  <AppRoutes />
                </AppProvider>
              </SWRConfig>
            </StaticRouter>
          </PageDataContext.Provider>
        </I18nextProvider>
      </PageTitleSink.Provider>
    </StrictMode>
  );

  return new Promise<RenderedPage>((resolve, reject) => {
    let failure: unknown = null;
    const timer = setTimeout(() => {
      stream.abort(new Error('pre-render timed out'));
      reject(new Error('pre-render timed out'));
    }, input.timeoutMs ?? 5000);
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const stream = renderToPipeableStream(tree, {
      // React sends a large Suspense boundary apart, put in place by an inline script; the page
      // is read whole once ready anyway, so every boundary is written in place.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellError: fail,
      onError(error) {
        failure ??= error;
      },
      onAllReady() {
        if (failure) return fail(failure);
        stream.pipe(
          collector((html) => {
            clearTimeout(timer);
            resolve({ html, title });
          }),
        );
      },
    });
  });
}
