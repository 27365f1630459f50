import { createContext, useContext, useEffect } from 'react';

/** The full document title of a page title: "Page · Camino". */
export const documentTitle = (title: string): string => (title ? `${title} · Camino` : 'Camino');

/**
 * Where the server's pre-render collects the page's title (effects never run there); absent in
 * the browser, which sets `document.title` instead.
 */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/** Sets the document title for the current route: "Page · Camino". */
export function usePageTitle(title: string): void {
  const sink = useContext(PageTitleSink);
  sink?.(documentTitle(title));
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
