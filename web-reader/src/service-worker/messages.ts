/**
 * What the page and the service worker say to each other; imported by both sides
 * (src/service-worker/service-worker.ts and src/app/pwa/), so a message is named once.
 */

/**
 * The page asks the waiting worker to take over (the member chose "Reload" on the update prompt):
 * the message workbox-window's `messageSkipWaiting()` sends.
 */
export const SKIP_WAITING = 'SKIP_WAITING';

/** The worker asks open pages to send the member's outbox (a Background Sync event fired). */
export const FLUSH_OUTBOX = 'camino:flush-outbox';

/** The Background Sync tag under which a page asks to be woken when the connection returns. */
export const OUTBOX_SYNC_TAG = 'camino-outbox';

/** The runtime cache of same-origin demo and content images (never an API answer). */
export const IMAGE_CACHE = 'camino-images';

/** The page the worker answers a navigation with when the network fails: the app's shell. */
export const SHELL_URL = '/index.html';

/** Where the worker is served from; its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';
