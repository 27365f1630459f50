import { createContext } from 'react';
import { PAGE_DATA_ID, type PageData } from '@camino/schemas/page-data';

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
