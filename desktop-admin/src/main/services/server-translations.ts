import { translationStatus } from '@camino/schemas/translations/translatable';
import type { ServerTranslations } from '../../shared/server-types';
import type { AdminClient } from './admin-client';
import { temaPathsOf } from './pull-translations';
import { getOrNull } from './server-read';
import { sourcePathOfKey } from './translation-place';
import type { LoadedWorkspace } from './workspace-service';

/**
 * Where each translation stands on the server (`GET /admin/translations`: the hash it was made
 * from against its source's hash there), by the workspace path of the source. Items this
 * workspace does not hold are left out; a server without the route answers nothing.
 */
export async function serverTranslations(
  client: AdminClient,
  workspace: Pick<LoadedWorkspace, 'texts'>,
): Promise<ServerTranslations> {
  const list = await getOrNull(client, 'GET /admin/translations', {});
  const temaPaths = temaPathsOf(workspace.texts);
  const held = new Set(workspace.texts.map((t) => t.path));
  const found: ServerTranslations = {};
  for (const item of list?.items ?? []) {
    const source = sourcePathOfKey(item.kind, item.key, temaPaths);
    if (!source || !held.has(source)) continue;
    found[source] = Object.fromEntries(
      item.translations.map((t) => [t.lang, translationStatus(item.source_hash, t.made_from ?? undefined)]),
    );
  }
  return found;
}
