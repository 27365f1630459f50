import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en';
import { es } from '../locales/es';

/** The UI languages; English is the default (SPEC.md §1). */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'camino-admin-language';

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
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
});

const applyLanguage = (language: string) => {
  document.documentElement.lang = language;
};
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

/** Switches and remembers the UI language. */
export function setLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Switched for this session only.
  }
  void i18n.changeLanguage(language);
}
