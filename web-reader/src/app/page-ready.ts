import { useEffect } from 'react';

let pending: (() => void) | null = null;

/**
 * Runs `callback` once, when the first page's content has been drawn or, on a pre-rendered page,
 * hydrated. The app shell commits before the page inside its Suspense boundary has hydrated, so
 * anything that re-renders the page (a language switch) must wait for this.
 */
export function onFirstPageReady(callback: () => void): void {
  pending = callback;
}

/** Placed after the route's page, inside its Suspense boundary: mounts once the page has. */
export function PageReady() {
  useEffect(() => {
    const callback = pending;
    pending = null;
    callback?.();
  }, []);
  return null;
}
