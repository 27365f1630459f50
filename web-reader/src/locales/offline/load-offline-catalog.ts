import i18n from '../../lib/i18n';
import en from './en.json';
import es from './es.json';

/**
 * The words of offline reading and the outbox (keep a volume, unsent changes, the update prompt,
 * "needs a connection"): added to i18next by the lazily loaded modules that say them, so the first
 * visit of `/` does not carry them (~1.5 KB compressed). Only the header's offline badge and the
 * route error, drawn on every page, keep theirs in the main catalogs. `npm run check-locales`
 * checks the pair like the others.
 */
i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('es', 'translation', es, true, false);
