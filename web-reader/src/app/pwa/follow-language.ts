import type { Language } from '@camino/schemas/languages';
import { MANIFEST_PATH } from './install-facts';

/**
 * Points the page's manifest link at the manifest in `lang`, so installing the app (or its
 * shortcuts) speaks the language the visitor reads in.
 */
export function linkManifest(lang: Language): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link && link.getAttribute('href') !== MANIFEST_PATH[lang])
    link.setAttribute('href', MANIFEST_PATH[lang]);
}
