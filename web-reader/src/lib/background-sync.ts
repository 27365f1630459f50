import { OUTBOX_SYNC_TAG } from '../service-worker/messages';

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/**
 * Asks the browser to wake the service worker when the connection returns, so the outbox is sent
 * even if the member does not come back to the page first (Background Sync: Chromium only; the
 * worker then asks the open pages to send). Elsewhere, or without a worker, it does nothing: the
 * page's own `online` and visibility listeners still send it.
 */
export function requestOutboxSync(): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => {
      // Refused (no permission, a private window): the page's listeners send it.
    });
}
