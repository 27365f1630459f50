import { useEffect } from 'react';

/** Sets the document title for the current route: "Page · Camino". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Camino` : 'Camino';
  }, [title]);
}
