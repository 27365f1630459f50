import type { TFunction } from 'i18next';
import type { AdminAction } from '@camino/schemas/api/admin-actions';

/** The words for each action the server records (the compiler holds this to the whole list). */
const ACTION_KEYS: Record<AdminAction, string> = {
  'playlist.upload': 'adminActionPlaylistUpload',
  'playlist.delete': 'adminActionPlaylistDelete',
  'main-files.upload': 'adminActionMainFilesUpload',
  'optional-files.upload': 'adminActionOptionalFilesUpload',
  'main-file.delete': 'adminActionMainFileDelete',
  'optional-file.delete': 'adminActionOptionalFileDelete',
  'temas.upload': 'adminActionTemasUpload',
  'tema.visibility': 'adminActionTemaVisibility',
  'tema.delete': 'adminActionTemaDelete',
  'path.upload': 'adminActionPathUpload',
  'path.delete': 'adminActionPathDelete',
  'gospel.upload': 'adminActionGospelUpload',
  'gospel.delete': 'adminActionGospelDelete',
  'about.update': 'adminActionAboutUpdate',
  'settings.news': 'adminActionSettingsNews',
  'settings.image': 'adminActionSettingsImage',
  'settings.evangelio_button': 'adminActionSettingsGospelButton',
  'settings.topics_button': 'adminActionSettingsTopicsButton',
  'settings.email_validation': 'adminActionSettingsEmailValidation',
  'settings.liturgical_calendar': 'adminActionSettingsLiturgicalCalendar',
  'user.role': 'adminActionUserRole',
  'user.delete': 'adminActionUserDelete',
  'translations.save': 'adminActionTranslationSave',
  'translations.confirm': 'adminActionTranslationConfirm',
  'translations.delete': 'adminActionTranslationDelete',
  revert: 'adminActionRevert',
  'revision.revert': 'adminActionRevert',
};

/**
 * A revision's action in words: what was done to which kind of content ("Main files upload"),
 * so a chapter ZIP and a playlist of one volume read apart. An action this panel does not know
 * (a newer server's) shows as the server wrote it.
 */
export function actionLabel(action: string, t: TFunction): string {
  const key = (ACTION_KEYS as Record<string, string | undefined>)[action];
  return key ? t(key) : action;
}
