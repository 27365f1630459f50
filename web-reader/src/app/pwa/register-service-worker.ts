import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_URL } from '../../service-worker/messages';
import { offerUpdate } from './update-state';

/**
 * Registers the site's service worker (src/service-worker/). When a newer version is installed
 * while this page runs, it waits and the update prompt offers a reload; the member's choice
 * activates it and the page reloads once it controls the page, so nobody stays on an old version
 * and nobody is reloaded mid-sentence. Loaded after the first page is ready (main.tsx), never
 * with `/`'s first bytes.
 */
export async function registerServiceWorker(): Promise<void> {
  const workbox = new Workbox(SERVICE_WORKER_URL);
  workbox.addEventListener('waiting', () => {
    offerUpdate(() => {
      // The page's controller changes whoever found the update (this registration or the
      // browser's own check), so the page listens for that rather than for Workbox's own event.
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      workbox.messageSkipWaiting();
    });
  });
  await workbox.register();
}
