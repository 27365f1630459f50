// The shared message catalogue (schemas/src/messages) in the reader's language: the texts the
// server answers with (an error code's, a success answer's) are written there once, and the reader
// shows the same words for the same code instead of wording them again in its own catalogs.
import i18n from 'i18next';
import { toLanguage } from '@camino/schemas/languages';
import { messageText, type MessageKey, type ParamArgs } from '@camino/schemas/messages/render-message';

export type { MessageKey };

/**
 * A catalogue message in the current UI language. Read while rendering: useTranslation's
 * re-render on a language change writes it again in the new language.
 */
export const catalogueText = <K extends MessageKey>(key: K, ...args: ParamArgs<K>): string =>
  messageText(toLanguage(i18n.language), key, ...args);
