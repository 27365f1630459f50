import { expect, type Page } from '@playwright/test';

/** Waits until the reader's service worker controls the page (it claims the page it installed from). */
export async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Every URL in every Cache Storage cache of the origin, by cache name. */
export function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      all[name] = (await cache.keys()).map((request) => request.url);
    }
    return all;
  });
}

/** The [owner, path] key of every answer the reader keeps on this device (IndexedDB camino-offline). */
export function keptAnswerKeys(page: Page): Promise<[string, string][]> {
  return page.evaluate(
    () =>
      new Promise<[string, string][]>((resolve, reject) => {
        const open = indexedDB.open('camino-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('answers').objectStore('answers').getAllKeys();
          keys.onsuccess = () => {
            open.result.close();
            resolve(keys.result as [string, string][]);
          };
        };
      }),
  );
}
