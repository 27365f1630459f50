import type { Language } from '@camino/schemas/languages';

/**
 * The reader's passage view of a reference, `/passage?ref=…&lang=…`: `lang` is the notation the
 * reference is written in ("Mt 5, 1-12" reads differently in Spanish and English).
 */
export const passagePath = (reference: string, lang: Language): string =>
  `/passage?${new URLSearchParams({ ref: reference, lang }).toString()}`;

/** The volume page opened at a chapter (use-chapter-selection reads `?chapter=`). */
export const chapterPath = (volume: number, index: number): string => `/volume/${volume}?chapter=${index}`;
