import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * Whether the browser says it has a connection. Only "offline" is certain (a captive portal still
 * reads online), so it decides what the reader says up front (the offline badge, "needs a
 * connection"); every call still handles a failed fetch. A pre-rendered page is drawn online.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
