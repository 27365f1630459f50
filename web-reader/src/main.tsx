import './app/mantine-styles';
import './app/global.css';
import i18n, { applyChosenLanguage, chosenLanguage } from './lib/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppProvider } from './app/provider';
import { AppRoutes, volumeRoute } from './app/router';
import { loadPrerenderedNews } from './features/home/components/home-news-block';
import { onFirstPageReady } from './app/page-ready';
import { startPwa } from './app/pwa/start-pwa';
import { endPrerenderedHydration, keepPrerenderedData } from './lib/keep-prerendered-data';
import { swrFallback } from './app/ssr/swr-fallback';
import { embeddedPageData, PageDataContext } from './lib/page-data';
import { getSession, subscribeSession } from './lib/session';
import { keepPrerenderedLater } from './lib/offline/kept-answers';

const container = document.getElementById('root')!;
const embedded = embeddedPageData();
// A member page's shell (its loading state, drawn without member data) is rendered afresh, by this
// browser's own session; only a public page's markup is hydrated from its data.
const memberShell = embedded?.member === true;
const pageData = memberShell ? null : embedded;

/**
 * Once the first page has hydrated (or been drawn): switch to the visitor's own language if the
 * server drew another, and mark the page ready (`data-app-ready`; the end-to-end tests wait for it
 * before using a pre-rendered page's buttons, which do nothing until then).
 */
onFirstPageReady(() => {
  endPrerenderedHydration();
  applyChosenLanguage();
  document.documentElement.setAttribute('data-app-ready', '');
  startPwa(i18n);
  // What the page was drawn from is kept for reading offline, like every answer fetched later.
  if (pageData) keepPrerenderedLater(pageData.api);
});

// boot.js marks a stored session on <html> for the pre-rendered markup's CSS; it follows signing
// in and out from here on (see app/global.css).
subscribeSession(() => document.documentElement.toggleAttribute('data-signed-in', getSession() !== null));

// The pre-rendered page's data, which its hooks do not fetch again while it hydrates.
const fallback = pageData ? swrFallback(pageData) : null;
const swrConfig = fallback ? { fallback, use: [keepPrerenderedData(fallback)] } : {};

function App() {
  return (
    <StrictMode>
      <PageDataContext.Provider value={pageData}>
        <BrowserRouter>
          <SWRConfig value={swrConfig}>
            <AppProvider>
              <AppRoutes />
            </AppProvider>
          </SWRConfig>
        </BrowserRouter>
      </PageDataContext.Provider>
    </StrictMode>
  );
}

if (pageData && container.firstElementChild) {
  // Hydrate in the language the server drew, then move to the visitor's own if it differs.
  if (pageData.language !== chosenLanguage()) void i18n.changeLanguage(pageData.language);
  // Home's news block is its own chunk (features/home/components/home-news-block.tsx): fetched
  // first when the pre-rendered page shows one, so hydration never waits on it. A failed fetch
  // hydrates anyway (the block's lazy import tries again and reports through its error boundary).
  const before = window.location.pathname === '/' ? loadPrerenderedNews(pageData.api) : Promise.resolve();
  void before
    .catch(() => undefined)
    .then(() => {
      // As a transition, hydration yields to the browser every few milliseconds instead of
      // holding the main thread in one long task: the page is already drawn, and input stays
      // responsive.
      startTransition(() => {
        hydrateRoot(container, <App />);
      });
    });
} else if (memberShell) {
  // The volume page's chunk first (the shell preloads it): the page replaces its shell in one
  // commit, with no spinner in between. A failed fetch renders anyway (the route loads it again).
  void volumeRoute
    .preload()
    .catch(() => undefined)
    .then(() => createRoot(container).render(<App />));
} else {
  createRoot(container).render(<App />);
}
