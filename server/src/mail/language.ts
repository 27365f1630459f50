/** The languages emails are written in; English is the default. */
export type MailLanguage = 'en' | 'es';

/** Picks the email language from an Accept-Language header (the reader sends en-US or es-ES). */
export function languageFromHeader(header: string | undefined): MailLanguage {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('es') ? 'es' : 'en';
}
