import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import es from '../locales/es.json';
import { setApiLanguage } from './api-client';

/** The UI languages; English is the default (SPEC.md §1). */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'language';

function storedLanguage(): Language {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'es' ? 'es' : 'en';
  } catch {
    return 'en';
  }
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, es: { translation: es } },
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  // The catalogs use the spec's own placeholders: {volume}, {date}, {url}.
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
});

/**
 * The cookie that tells the server which language to pre-render pages in (public/boot.js copies
 * the stored choice into it on every load too).
 */
const LANGUAGE_COOKIE = 'language';

function applyLanguage(language: string): void {
  document.documentElement.lang = language;
}
// The server's pre-render imports this module too; it has no document.
if (typeof document !== 'undefined') {
  applyLanguage(i18n.language);
  i18n.on('languageChanged', applyLanguage);
}

/** The current UI language. */
export const currentLanguage = (): Language => (i18n.language === 'es' ? 'es' : 'en');

/** The visitor's own choice: stored, or picked since this page loaded (even if not stored). */
let chosen: Language = storedLanguage();
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

setApiLanguage(() => (currentLanguage() === 'es' ? 'es-ES' : 'en-US'));

export default i18n;
