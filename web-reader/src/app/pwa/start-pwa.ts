import type { i18n as I18n } from 'i18next';
import { toLanguage } from '@camino/schemas/languages';
import { linkManifest } from './follow-language';

/**
 * Once the first page is ready: the manifest follows the reader's language, and the service
 * worker is registered (its code loads only now, and only in a build: a development server's
 * modules change under it).
 */
export function startPwa(i18n: I18n): void {
  linkManifest(toLanguage(i18n.language));
  i18n.on('languageChanged', (language) => linkManifest(toLanguage(language)));
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  import('./register-service-worker')
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch(() => {
      // No worker (storage refused, an old browser): the reader works online as before.
    });
}
