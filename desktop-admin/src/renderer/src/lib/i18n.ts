import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addAdminUiCatalog } from '@camino/admin-ui/locales/add-admin-ui-catalog';
import { I18N_OPTIONS, storedLanguage, type Language } from '@camino/schemas/languages';
import { en } from '../locales/en';
import { es } from '../locales/es';

const STORAGE_KEY = 'camino-admin-language';

void i18n.use(initReactI18next).init({
  ...I18N_OPTIONS,
  resources: { en: { translation: en }, es: { translation: es } },
  lng: storedLanguage(STORAGE_KEY),
});
// The admin answers (change lists, upload reports, …) are drawn by @camino/admin-ui, with its strings.
addAdminUiCatalog(i18n);

const applyLanguage = (language: string) => {
  document.documentElement.lang = language;
  // Main sends it to the server, whose answers (details, problems) then come in this language.
  void window.api?.app?.setLanguage(language);
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
