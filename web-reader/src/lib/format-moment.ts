/** A moment as the UI shows it (a day and a time): `locale` is the UI language (en-US, es-ES). */
export const formatMoment = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
