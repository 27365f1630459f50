import { titleKey } from '@camino/schemas/comparison-keys';
import type { AdminClient } from './admin-client';
import { getOrNull } from './server-read';
import { documentText, sourcePathOfKey, translationPath } from './translation-place';

/** A pulled translation file, with what it was made from on the server. */
export interface PulledTranslation {
  path: string;
  text: string;
  /** Its source's workspace path. */
  source: string;
  /** True when the server says it was made from the source as the server holds it now. */
  current: boolean;
  /** The server's hash of the source it was made from. */
  madeFrom: string;
}

/** Where the themes of `files` sit, by their title's comparison key (the server's tema key). */
export function temaPathsOf(files: ReadonlyArray<{ path: string; text: string }>): Map<string, string> {
  const paths = new Map<string, string>();
  for (const file of files.filter((f) => f.path.startsWith('temas/'))) {
    try {
      const title = (JSON.parse(file.text) as { title?: unknown }).title;
      if (typeof title === 'string') paths.set(titleKey(title), file.path);
    } catch {
      // A broken theme names no title: no translation can be placed beside it.
    }
  }
  return paths;
}

/**
 * The translations of the sources just pulled (`pulled`: path and text as the server sent them):
 * `GET /admin/translations` names the items that have one, `GET /admin/translation` gives each.
 * A translation of a source not pulled now is left for the pull that brings its source. An older
 * server without the translation routes answers 404: nothing to pull.
 */
export async function readTranslations(
  client: AdminClient,
  pulled: ReadonlyArray<{ path: string; text: string }>,
): Promise<PulledTranslation[]> {
  const wanted = new Set(pulled.map((f) => f.path));
  if (wanted.size === 0) return [];
  const list = await getOrNull(client, 'GET /admin/translations', {});
  const temaPaths = temaPathsOf(pulled);
  const found: PulledTranslation[] = [];
  for (const item of list?.items ?? []) {
    const source = sourcePathOfKey(item.kind, item.key, temaPaths);
    if (!source || !wanted.has(source)) continue;
    for (const { lang, status } of item.translations) {
      if (status === 'missing') continue;
      const detail = await getOrNull(client, 'GET /admin/translation', {
        query: { kind: item.kind, key: item.key, lang },
      });
      const translation = detail?.translation;
      if (!translation) continue;
      found.push({
        path: translationPath(source, lang),
        text: documentText(item.kind, translation.content),
        source,
        current: translation.status === 'current',
        madeFrom: translation.made_from,
      });
    }
  }
  return found;
}
