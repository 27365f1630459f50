import type { i18n as I18n } from 'i18next';
import { en } from './en';
import { es } from './es';

/** The admin answers' catalogues by language. */
export const ADMIN_UI_CATALOGS = { en, es } as const;

/**
 * Adds the admin answers' strings to an app's own catalogue (namespace `translation`), beside its
 * keys: the components here call `t('adminChangeBefore')` the way the app's own code does.
 */
export function addAdminUiCatalog(i18n: I18n): void {
  for (const [language, catalog] of Object.entries(ADMIN_UI_CATALOGS)) {
    i18n.addResourceBundle(language, 'translation', catalog, true, false);
  }
}
