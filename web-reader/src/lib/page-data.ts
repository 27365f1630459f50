import { createContext } from 'react';

/**
 * What the server embeds in a pre-rendered page (`<script type="application/json"
 * id="camino-page-data">`, data only: the CSP runs no inline script) so the browser hydrates the
 * very markup it received: the language it was rendered in, the server's date, and the public API
 * answers the page was drawn from.
 */
export interface PageData {
  /** The UI language the markup was rendered in. */
  language: 'en' | 'es';
  /** The server's date (YYYY-MM-DD) used for `/evangelio` without `?date=`. */
  today: string;
  /** Public API answers by path (`/volumes`, `/evangelio-del-dia?date=…`), exactly as served. */
  api: Record<string, unknown>;
}

/** The id of the embedded data element. */
export const PAGE_DATA_ID = 'camino-page-data';

let embedded: PageData | null | undefined;

/** The page's embedded data, read once; null for a page the server did not pre-render. */
export function embeddedPageData(): PageData | null {
  if (embedded !== undefined) return embedded;
  embedded = null;
  if (typeof document === 'undefined') return embedded;
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return embedded;
  try {
    embedded = JSON.parse(element.textContent) as PageData;
  } catch {
    // A damaged blob: render on the client as a plain single-page app.
  }
  return embedded;
}

/**
 * The data the page is being drawn from: given by the server's pre-render and by the browser when
 * it hydrates a pre-rendered page; null otherwise.
 */
export const PageDataContext = createContext<PageData | null>(null);
