import type { Language } from '@camino/schemas/languages';
import type { TranslatableKind } from '@camino/schemas/translations/translatable';
import { titleKey } from '@camino/schemas/comparison-keys';
import { workspacePaths } from '@camino/schemas/file-naming';
import { translationFileName } from '@camino/schemas/translations/translation-file-name';
import type { ContentKind } from '../../shared/workspace-types';

/** The workspace kinds whose files may carry a translation, as the API names each kind. */
export const TRANSLATABLE_KIND_OF: Partial<Record<ContentKind, TranslatableKind>> = {
  playlist: 'playlist',
  main: 'main_file',
  optional: 'optional_file',
  tema: 'tema',
  about: 'about',
};

/** Where a translation file belongs: its source's path, its language and the API's kind. */
export interface TranslationPlace {
  source: string;
  lang: Language;
  kind: TranslatableKind;
}

/** The workspace path of the `lang` translation of `source` (beside it, `1-3.json` → `1-3.en.json`). */
export function translationPath(source: string, lang: Language): string {
  const slash = source.lastIndexOf('/');
  return `${source.slice(0, slash + 1)}${translationFileName(source.slice(slash + 1), lang)}`;
}

/**
 * The item key the server names a source by (as in revisions): a playlist by its volume, a
 * chapter file by `volume/index`, a tema by its title's comparison key, About as `about`. Null
 * when the file does not say it (a tema without a readable title).
 */
export function translationKey(
  kind: TranslatableKind,
  source: { volume: number | null; index: number | null; data: unknown },
): string | null {
  switch (kind) {
    case 'playlist':
      return source.volume === null ? null : String(source.volume);
    case 'main_file':
    case 'optional_file':
      return source.volume === null || source.index === null ? null : `${source.volume}/${source.index}`;
    case 'tema': {
      const title = (source.data as { title?: unknown } | undefined)?.title;
      return typeof title === 'string' ? titleKey(title) : null;
    }
    case 'about':
      return 'about';
  }
}

/**
 * The workspace path of the source the server names by `kind` and `key`, or null when it cannot
 * be placed (a tema the workspace does not hold: `temaPaths` maps title keys to local files).
 */
export function sourcePathOfKey(
  kind: TranslatableKind,
  key: string,
  temaPaths: ReadonlyMap<string, string>,
): string | null {
  if (kind === 'about') return 'about.md';
  if (kind === 'tema') return temaPaths.get(key) ?? null;
  const [volume, index] = key.split('/').map(Number);
  if (!Number.isInteger(volume)) return null;
  if (kind === 'playlist') return workspacePaths.playlist(volume!);
  if (!Number.isInteger(index)) return null;
  return workspacePaths.chapter(kind === 'main_file' ? 'main' : 'optional', volume!, index!);
}

/** A translation's document as the API carries it: JSON as is, About's Markdown as `{ content }`. */
export function translationDocument(kind: TranslatableKind, text: string): unknown {
  return kind === 'about' ? { content: text } : JSON.parse(text);
}

/** A document of the API back into a file's text (the inverse of translationDocument). */
export function documentText(kind: TranslatableKind, document: unknown): string {
  if (kind === 'about') return String((document as { content?: unknown }).content ?? '');
  return `${JSON.stringify(document, null, 2)}\n`;
}
