// A catalogue message written out in one language. Imports only the two catalogues: safe in any
// bundle (the reader, the desktop renderer, the server).
import { en, type MessageKey } from './en';
import { es } from './es';

export type { MessageKey };

/** The languages of the UI and of every message. English is the default. */
export const MESSAGE_LANGUAGES = ['en', 'es'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** Every message of the catalogue in each language. */
const MESSAGES_BY_LANGUAGE: Readonly<Record<MessageLanguage, Readonly<Record<MessageKey, string>>>> = {
  en,
  es,
};

/**
 * Messages whose wording SPEC.md gives in Spanish (the admin panel's file checks, the tema page's
 * 404, the About save): a caller that names no language gets that Spanish, every other message
 * in English.
 */
const SPANISH_WITHOUT_LANGUAGE: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'choose_md',
  'choose_json',
  'choose_json_file',
  'choose_zip',
  'file_not_utf8',
  'file_empty',
  'file_too_long',
  'image_urls_required',
  'tema_not_found',
  'about_saved',
]);

/** The language of a message for a caller that named none (no Accept-Language). */
export const defaultLanguage = (key: MessageKey): MessageLanguage =>
  SPANISH_WITHOUT_LANGUAGE.has(key) ? 'es' : 'en';

/** The language a UI language tag (`es`, `es-ES`, `en-US`, undefined) means; English by default. */
export function messageLanguage(tag: string | null | undefined): MessageLanguage {
  return tag?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/** A value of a message: plain, or itself a text in the message's language (a problem's reason). */
export type ParamValue = string | number | ((lang: MessageLanguage) => string);

/** The `{{name}}` placeholders of a template, as a union of names. */
export type ParamNames<S extends string> = S extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The values a message needs: none for a plain text, else one per placeholder. */
export type MessageParams<K extends MessageKey> = Readonly<Record<ParamNames<(typeof en)[K]>, ParamValue>>;

/** A message's arguments after its key: nothing for a plain text, its values otherwise. */
export type ParamArgs<K extends MessageKey> = [ParamNames<(typeof en)[K]>] extends [never]
  ? []
  : [params: MessageParams<K>];

/** A message to write out later, in the language of whoever reads it. */
export interface Message {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, ParamValue>>;
}

/** A message by key, with the values its placeholders name (checked by the compiler). */
export function message<K extends MessageKey>(key: K, ...args: ParamArgs<K>): Message {
  return args.length > 0 ? { key, params: args[0] } : { key };
}

// `{{name}}`, so that single braces stay plain text ("must look like '{volume}-{index}.json'").
const PLACEHOLDER = /\{\{([a-zA-Z_]+)\}\}/g;

/** Writes a template with its values; a placeholder without a value stays as written. */
export function renderTemplate(
  template: string,
  params: Readonly<Record<string, ParamValue>> = {},
  lang: MessageLanguage = 'en',
): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'function' ? value(lang) : String(value);
  });
}

/** The message in `lang`, or in its own default language when the caller named none. */
export function renderMessage(
  { key, params }: Message,
  lang: MessageLanguage = defaultLanguage(key),
): string {
  return renderTemplate(MESSAGES_BY_LANGUAGE[lang][key], params, lang);
}

/** A message in `lang` by key, for a client that reads a code: `messageText('es', 'not_found')`. */
export function messageText<K extends MessageKey>(
  lang: MessageLanguage,
  key: K,
  ...args: ParamArgs<K>
): string {
  return renderMessage(message(key, ...args), lang);
}
