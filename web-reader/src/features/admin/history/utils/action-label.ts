import type { TFunction } from 'i18next';

const VERB_KEYS: Record<string, string> = {
  upload: 'adminActionUpload',
  delete: 'adminActionDelete',
  revert: 'adminActionRevert',
  save: 'adminActionSave',
  update: 'adminActionSave',
};

/**
 * A revision's action in words. The server names actions as the audit log does
 * (`gospel.upload`, `tema.delete`, `revert`): the last word decides the label, and an action this
 * panel does not know yet shows as the server wrote it.
 */
export function actionLabel(action: string, t: TFunction): string {
  const verb = action.split('.').pop() ?? action;
  const key = VERB_KEYS[verb];
  return key ? t(key) : action;
}
