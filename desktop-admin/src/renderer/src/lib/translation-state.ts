import type { TranslationStatus } from '@camino/schemas/translations/translatable';
import type { ServerTranslations } from '../../../shared/server-types';
import type { LocalTranslation } from '../../../shared/workspace-types';

/** A translation's status as the window shows it, and whose word it is. */
export interface ShownTranslation extends LocalTranslation {
  where: 'server' | 'local';
}

/**
 * What a source's translation is shown as: missing while the workspace has no file for it;
 * otherwise, when connected and the server holds it, the server's status (its `made_from` against
 * the source it holds); else the workspace's own (the source hash recorded when it was made).
 */
export function shownTranslation(
  local: LocalTranslation,
  onServer: ServerTranslations[string] | undefined,
): ShownTranslation {
  if (local.status === 'missing') return { ...local, where: 'local' };
  const status: TranslationStatus | undefined = onServer?.[local.lang];
  if (status && status !== 'missing') return { ...local, status, where: 'server' };
  return { ...local, where: 'local' };
}
