import { addAdminUiCatalog } from '@camino/admin-ui/locales/add-admin-ui-catalog';
import i18n from '../../../lib/i18n';

/**
 * The admin panel's strings live beside it (one catalog per area: shell, content, site) and are
 * added to i18next when the panel's chunk loads, so visitors never download them.
 * The admin answers' strings, shared with the desktop, come from @camino/admin-ui.
 * `npm run check-locales` checks that each English catalog has its Spanish twin and that no key
 * is declared twice.
 */
const catalogs = import.meta.glob<Record<string, string>>('./*/*.json', { eager: true, import: 'default' });

for (const [file, catalog] of Object.entries(catalogs)) {
  const language = file.split('/')[1];
  if (language) i18n.addResourceBundle(language, 'translation', catalog, true, false);
}

addAdminUiCatalog(i18n);
