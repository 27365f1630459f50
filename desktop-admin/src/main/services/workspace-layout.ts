import { coded, type Coded } from '@camino/schemas/messages/render-problem';
import { parseChapterFileName } from '@camino/schemas/chapter-file-name';
import { VOLUME_COUNT } from '@camino/schemas/constants';
import { parsePlaylistFileName, parseVolumeName, volumeName } from '@camino/schemas/file-naming';
import { parseTranslationFileName } from '@camino/schemas/translations/translation-file-name';
import type { ContentKind } from '../../shared/workspace-types';
import { TRANSLATABLE_KIND_OF, type TranslationPlace } from './translation-place';

// The layout itself is listed once, in shared/workspace-layout-table.ts; this module reads paths by it.

export const IMAGE_FILE = 'image.json';
export const BUTTONS_FILE = 'buttons.json';

/** The state file: content hashes at the last successful upload. */
export const STATE_FILE = '.camino-state.json';

/** Where packing writes the ZIPs; not content, so not listed. */
export const PACKED_DIR = 'packed';

/** Folders and files the workspace scan skips (dot-files include the state file). */
export function isIgnored(name: string): boolean {
  return name.startsWith('.') || name === 'node_modules' || name === PACKED_DIR;
}

export interface Classified {
  kind: ContentKind;
  volume: number | null;
  index: number | null;
  /** Set when the path is in a content folder but not named as the layout wants. */
  nameProblem?: Coded;
  /** Set for a translation file: its source and language. */
  translation?: TranslationPlace;
}

function classifyChapter(kind: 'main' | 'optional', folder: string, name: string): Classified {
  const folderVolume = parseVolumeName(folder);
  const parsed = parseChapterFileName(name);
  const example = kind === 'main' ? '{n}-{i}.json' : '{n}-{i}_o.json';
  if (folderVolume === null) {
    return {
      kind,
      volume: null,
      index: parsed?.index ?? null,
      nameProblem: coded('volume_folder_name', { folder, max: VOLUME_COUNT }),
    };
  }
  if (!parsed || parsed.kind !== kind) {
    return {
      kind,
      volume: folderVolume,
      index: null,
      nameProblem: coded('chapter_file_place', {
        name,
        example,
        folder: `${kind}/${volumeName(folderVolume)}`,
      }),
    };
  }
  if (parsed.volume !== folderVolume) {
    return {
      kind,
      volume: folderVolume,
      index: parsed.index,
      nameProblem: coded('chapter_file_volume', {
        name,
        volume: parsed.volume,
        folder: `${kind}/${volumeName(folderVolume)}`,
      }),
    };
  }
  return { kind, volume: parsed.volume, index: parsed.index };
}

/**
 * A translation file's place, when its name has a translation language before the extension and
 * its source's name is one of a translatable kind (the volume and index are the source's).
 */
function classifyTranslation(path: string): Classified | null {
  const slash = path.lastIndexOf('/');
  const parsed = parseTranslationFileName(path.slice(slash + 1));
  if (!parsed) return null;
  const source = `${path.slice(0, slash + 1)}${parsed.sourceName}`;
  const place = classifyPath(source);
  const kind = TRANSLATABLE_KIND_OF[place.kind];
  if (!kind) return null;
  return { ...place, kind: 'translation', translation: { source, lang: parsed.lang, kind } };
}

/** What a workspace-relative path (forward slashes) holds, read from where it sits. */
export function classifyPath(path: string): Classified {
  const translation = classifyTranslation(path);
  if (translation) return translation;
  const parts = path.split('/');
  const none = { volume: null, index: null };
  if (parts.length === 1 && path === 'about.md') return { kind: 'about', ...none };
  if (parts.length === 1 && path === 'news.json') return { kind: 'news', ...none };
  if (parts.length === 1 && path === IMAGE_FILE) return { kind: 'image', ...none };
  if (parts.length === 1 && path === BUTTONS_FILE) return { kind: 'buttons', ...none };
  const [top, second, third] = parts;
  if (top === 'playlists' && parts.length === 2) {
    const volume = parsePlaylistFileName(second!);
    if (volume !== null) return { kind: 'playlist', volume, index: null };
    return {
      kind: 'playlist',
      ...none,
      nameProblem: coded('playlist_file_name', { name: second!, max: VOLUME_COUNT }),
    };
  }
  if ((top === 'main' || top === 'optional') && parts.length === 3)
    return classifyChapter(top, second!, third!);
  if (top === 'temas' && parts.length === 2) return { kind: 'tema', ...none };
  if (top === 'paths' && parts.length === 2) return { kind: 'path', ...none };
  if (top === 'evangelios' && parts.length === 2) return { kind: 'gospel', ...none };
  return {
    kind: 'unknown',
    ...none,
    nameProblem: coded('outside_layout'),
  };
}

/** Whether the scan lists a file: JSON anywhere, the About page and its translations. */
export const isContentFile = (path: string): boolean =>
  path.endsWith('.json') || path === 'about.md' || parseTranslationFileName(path)?.sourceName === 'about.md';

/** The entry name of a chapter file inside its ZIP: its base name, at the ZIP's root. */
export const baseName = (path: string) => path.split('/').at(-1)!;
