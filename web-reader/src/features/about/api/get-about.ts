import type { Language } from '@camino/schemas/languages';
import { contentKey } from '../../../lib/content-answer';
import { useContent } from '../../../hooks/use-content';

/** The About answer's SWR key in a language (the pre-rendered page's answer is put under it). */
export const aboutKey = (lang: Language) => contentKey('GET /about', {}, lang);

/** GET /about in the UI language: the public About page's Markdown. */
export function useAbout(enabled = true) {
  return useContent('GET /about', enabled ? {} : null);
}
