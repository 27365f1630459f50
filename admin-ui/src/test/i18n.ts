import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18N_OPTIONS } from '@camino/schemas/languages';
import { ADMIN_UI_CATALOGS } from '../locales/add-admin-ui-catalog';

// The catalogue alone, set up as each admin client sets up its own (English first).
void i18n.use(initReactI18next).init({
  ...I18N_OPTIONS,
  resources: {
    en: { translation: ADMIN_UI_CATALOGS.en },
    es: { translation: ADMIN_UI_CATALOGS.es },
  },
  lng: 'en',
});

export default i18n;
