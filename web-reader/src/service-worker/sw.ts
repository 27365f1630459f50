import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { FLUSH_OUTBOX, IMAGE_CACHE, OUTBOX_SYNC_TAG, SHELL_URL, SKIP_WAITING } from './messages';
import { isCachedImage } from './routes';

// The build replaces `self.__WB_MANIFEST` with its precache list (build/pwa.ts).
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/**
 * The reader's service worker. It keeps the app itself (the shell page, scripts, styles, fonts,
 * icons: the build's precache list) and same-origin images; it never keeps an API answer. What a
 * member read is kept by the page, per account, in IndexedDB (src/lib/offline/), so nothing
 * private or administrative can reach a cache every account shares.
 */

// The build's list. `directoryIndex: ''` and `cleanURLs: false`: only the listed files are answered
// from it, so `/` still gets the server's pre-rendered home, not the bare shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// Pages come from the network (pre-rendered, always current); without one, the shell, which draws
// the page from what the reader kept.
enableNavigationPreload();
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => (await matchPrecache(SHELL_URL)) ?? undefined }],
    }),
    { allowlist: [/./], denylist: [/^\/(api|demo)\//] },
  ),
);

registerRoute(
  ({ url }) => isCachedImage(url, self.location.origin),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

// A new version waits until the member chooses to reload (the update prompt), so a page is never
// swapped under someone typing a note. The very first install takes the open pages at once, so
// the page that installed it already works offline.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
clientsClaim();

// Background Sync (Chromium only): the outbox lives with the page (it needs the member's session),
// so the worker wakes the open pages to send it. Elsewhere the page sends it on start, `online`
// and becoming visible.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    self.clients
      .matchAll({ type: 'window' })
      .then((clients) => clients.forEach((client) => client.postMessage({ type: FLUSH_OUTBOX }))),
  );
});
