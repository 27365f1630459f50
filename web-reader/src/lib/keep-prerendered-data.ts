import { unstable_serialize, type Middleware } from 'swr';

let hydrating = true;

/** Called once the first page has hydrated: hooks mounted from then on revalidate as usual. */
export function endPrerenderedHydration(): void {
  hydrating = false;
}

/** True until the first page has hydrated (or, without a pre-render, been drawn). */
export const hydratingPrerendered = (): boolean => hydrating;

/**
 * SWR middleware for a pre-rendered page: while it hydrates, a hook whose data came with the page
 * (its key is in `fallback`, see swr-fallback.ts) does not fetch that data again on mount. The
 * server read it for this very request (pages are cached per content generation, so never older
 * than the last publish). Refetching it cost `/` six requests and, when they answered, a
 * synchronous re-render of the whole page (SWR's `isLoading` turning false goes through
 * useSyncExternalStore, which React never time-slices): a long task of 200–400 ms under
 * Lighthouse's 4× CPU slowdown. A page mounted later (back to it inside the app) revalidates as
 * SWR always does, and `mutate` works as before.
 */
export const keepPrerenderedData =
  (fallback: Record<string, unknown>): Middleware =>
  (useSWRNext) =>
  (key, fetcher, config) => {
    const prerendered = hydrating && key !== null && unstable_serialize(key) in fallback;
    return useSWRNext(key, fetcher, prerendered ? { ...config, revalidateOnMount: false } : config);
  };
