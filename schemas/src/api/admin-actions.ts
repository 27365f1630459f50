/**
 * Every action the admin API records, in the audit log and as a revision's action: the server
 * writes only these, and the admin panel names each in words. A name stays once written (rows
 * keep it); a client shows an unknown one (a newer server's) as it is.
 */
export const ADMIN_ACTIONS = [
  'playlist.upload',
  'playlist.delete',
  'main-files.upload',
  'optional-files.upload',
  'main-file.delete',
  'optional-file.delete',
  'temas.upload',
  'tema.visibility',
  'tema.delete',
  'path.upload',
  'path.delete',
  'gospel.upload',
  'gospel.delete',
  'about.update',
  'settings.news',
  'settings.image',
  'settings.evangelio_button',
  'settings.topics_button',
  'settings.email_validation',
  'settings.liturgical_calendar',
  'translations.save',
  'translations.confirm',
  'translations.delete',
  'user.role',
  'user.delete',
  'revert',
  'revision.revert',
] as const;

export type AdminAction = (typeof ADMIN_ACTIONS)[number];
