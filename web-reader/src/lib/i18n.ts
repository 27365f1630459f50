import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  I18N_OPTIONS,
  LANGUAGE_COOKIE,
  localeOf,
  storedLanguage,
  toLanguage,
  type Language,
} from '@camino/schemas/languages';
import { SITE_DESCRIPTION } from '@camino/schemas/site-description';
import en from '../locales/en.json';
import es from '../locales/es.json';
import { setApiLanguage } from './api-client';

const STORAGE_KEY = 'language';

void i18n.use(initReactI18next).init({
  ...I18N_OPTIONS,
  resources: { en: { translation: en }, es: { translation: es } },
  lng: storedLanguage(STORAGE_KEY),
});

function applyLanguage(language: string): void {
  document.documentElement.lang = language;
  // The meta description follows (the pre-render wrote the page's language; the shell English).
  document
    .querySelector('meta[name="description"]')
    ?.setAttribute('content', SITE_DESCRIPTION[toLanguage(language)]);
}
// The server's pre-render imports this module too; it has no document.
if (typeof document !== 'undefined') {
  applyLanguage(i18n.language);
  i18n.on('languageChanged', applyLanguage);
}

/** The current UI language. */
export const currentLanguage = (): Language => toLanguage(i18n.language);

/** The visitor's own choice: stored, or picked since this page loaded (even if not stored). */
let chosen: Language = storedLanguage(STORAGE_KEY);
export const chosenLanguage = (): Language => chosen;

/**
 * Once the first page is ready: back to the visitor's choice if the page was drawn in another
 * language (a pre-render made before the server had the cookie). A language picked in the header
 * while the page was loading is that choice, so it stays.
 */
export function applyChosenLanguage(): void {
  if (currentLanguage() !== chosen) setLanguage(chosen);
}

/** Switches and remembers the language; `<html lang>` follows. */
export function setLanguage(language: Language): void {
  chosen = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered, but still switched.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  void i18n.changeLanguage(language);
}

setApiLanguage(() => localeOf(currentLanguage()));

export default i18n;
