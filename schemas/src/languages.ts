// The UI languages and the i18next settings the reader and the desktop app share, with the two
// ways a language travels between them and the server (the Accept-Language header, the page's
// `language` cookie). Data and plain functions only: the reader's first chunk imports it.

/** The UI languages; English is the default (SPEC.md §1). */
export const LANGUAGES = ['en', 'es'] as const;

/** One of the UI languages. */
export type Language = (typeof LANGUAGES)[number];

/** The language used when nothing says otherwise. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Spanish when `value` says so, else the default. */
export const toLanguage = (value: unknown): Language => (value === 'es' ? 'es' : DEFAULT_LANGUAGE);

/**
 * The i18next options both apps initialise with (resources and the starting language aside).
 * The catalogs use the spec's own placeholders: {volume}, {date}, {url}.
 */
export const I18N_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
} as const;

/** The browser's storage, where there is one (not in Node, nor always in a private window). */
type MaybeStorage = { localStorage?: { getItem(key: string): string | null } };

/** The language remembered under `key`; the default when storage is missing or refuses. */
export function storedLanguage(key: string): Language {
  try {
    return toLanguage((globalThis as MaybeStorage).localStorage?.getItem(key));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * The locale of a UI language: the Accept-Language value the apps send (SPEC.md §7: en-US or
 * es-ES) and the one dates and numbers are formatted in.
 */
export const localeOf = (language: Language): 'en-US' | 'es-ES' => (language === 'es' ? 'es-ES' : 'en-US');

/** The language an Accept-Language header asks for first (emails and messages follow it). */
export function languageFromHeader(header: string | undefined): Language {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('es') ? 'es' : DEFAULT_LANGUAGE;
}

/** The name of the cookie that tells the server which language to pre-render a page in. */
export const LANGUAGE_COOKIE = 'language';

/** The language the page cookie names, else the default. */
export function languageFromCookie(cookieHeader: string | undefined): Language {
  return new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=es(?:;|$)`).test(cookieHeader ?? '')
    ? 'es'
    : DEFAULT_LANGUAGE;
}
