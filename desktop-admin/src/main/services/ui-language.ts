// The renderer's UI language, as main knows it: the admin client sends it to the server as
// Accept-Language, so the server's details and problems come back in the language on screen.
import { localeOf, toLanguage, type Language } from '@camino/schemas/languages';

let current: Language = 'en';

/** Remembers the UI language the renderer reports; anything but 'es' is English. */
export function setUiLanguage(language: unknown): void {
  current = toLanguage(language);
}

/** The Accept-Language value of the UI language (en-US or es-ES, as the reader sends). */
export const acceptLanguage = (): string => localeOf(current);
