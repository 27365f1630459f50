// How a translation file is named beside its source, in the desktop workspace and in upload ZIPs
// alike: the language goes before the extension (`1-3.json` → `1-3.en.json`, `Vol_1.json` →
// `Vol_1.en.json`, `about.md` → `about.en.md`), so a folder lists each source next to its
// translations and every other name rule (chapter-file-name.ts, file-naming.ts) reads the source
// part unchanged.
import type { Language } from '../languages';
import { TRANSLATION_LANGUAGES } from './translatable';

const translated = /^(.+)\.([a-z]{2})\.(json|md)$/;

/** The name of the `lang` translation of the source file `sourceName`. */
export function translationFileName(sourceName: string, lang: Language): string {
  const dot = sourceName.lastIndexOf('.');
  return `${sourceName.slice(0, dot)}.${lang}${sourceName.slice(dot)}`;
}

/**
 * The source file name and language of a translation file's name, or null when the name is a
 * source's (no language part, or a part that is not a translation language).
 */
export function parseTranslationFileName(name: string): { sourceName: string; lang: Language } | null {
  const match = translated.exec(name);
  if (!match) return null;
  const lang = match[2] as Language;
  if (!TRANSLATION_LANGUAGES.includes(lang)) return null;
  return { sourceName: `${match[1]}.${match[3]}`, lang };
}
