// The page's meta description in each UI language: the server writes it into a pre-rendered page
// in the page's language, and the reader keeps it in step with the language switch.
import type { Language } from './languages';

export const SITE_DESCRIPTION: Readonly<Record<Language, string>> = {
  en: 'Camino: a devotional reader in 36 volumes, with chapter videos and the Gospel of the Day.',
  es: 'Camino: un lector devocional en 36 volúmenes, con vídeos de cada capítulo y el Evangelio del día.',
};
