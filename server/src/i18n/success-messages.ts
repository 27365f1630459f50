// The `message` of every successful answer (and the texts inside upload reports that are not schema
// problems) in English and Spanish. Routes keep writing one plain text, as they always did (logs,
// tests and scripts read it); localize-answer.ts recognises it here and answers it in the
// request's language, as error details are (error-messages.ts). success-messages.test.ts walks
// every entry in both languages and every route's answer.
import type { MessageCatalogue } from '@camino/schemas/message-templates';

/** Success texts, each with the values routes write into it. */
export const SUCCESS_MESSAGES = {
  // Accounts
  account_created_verify: {
    en: 'Account created. Check your email to verify your address before logging in.',
    es: 'Cuenta creada. Revisa tu correo electrónico para verificar tu dirección antes de iniciar sesión.',
  },
  account_created: {
    en: 'Account created. You can log in now.',
    es: 'Cuenta creada. Ya puedes iniciar sesión.',
  },
  reset_requested: {
    en: 'If the email exists in our system, you will receive a recovery link',
    es: 'Si el correo electrónico está en nuestro sistema, recibirás un enlace de recuperación',
  },
  verification_resent: {
    en: 'If the email belongs to an account waiting for verification, a new link is on its way',
    es: 'Si el correo electrónico es de una cuenta pendiente de verificación, te enviamos un enlace nuevo',
  },
  reset_token_valid: { en: 'The recovery token is valid', es: 'El token de recuperación es válido' },
  password_reset: {
    en: 'Your password has been reset. You can log in now.',
    es: 'Tu contraseña se ha restablecido. Ya puedes iniciar sesión.',
  },
  email_verified: {
    en: 'Email verified. You can log in now.',
    es: 'Correo electrónico verificado. Ya puedes iniciar sesión.',
  },
  // Member data
  note_saved: { en: 'Note saved', es: 'Nota guardada' },
  // Admin: site
  about_saved: { en: 'Content saved successfully', es: 'Contenido guardado exitosamente' },
  email_validation_on: {
    en: 'Email validation enabled: new members must verify their email',
    es: 'Validación de correo activada: los miembros nuevos deben verificar su correo',
  },
  email_validation_off: { en: 'Email validation disabled', es: 'Validación de correo desactivada' },
  email_validation_off_verified: {
    en: 'Email validation disabled: {{count}} waiting accounts were verified',
    es: 'Validación de correo desactivada: se verificaron {{count}} cuentas pendientes',
  },
  gospel_uploaded_one: { en: '1 gospel entry uploaded', es: '1 entrada del evangelio subida' },
  gospel_uploaded: {
    en: '{{count}} gospel entries uploaded',
    es: '{{count}} entradas del evangelio subidas',
  },
  gospel_all_deleted: {
    en: 'All {{count}} gospel entries deleted',
    es: 'Se borraron las {{count}} entradas del evangelio',
  },
  gospel_dates_deleted: {
    en: '{{deleted}} of {{dates}} dates deleted',
    es: 'Se borraron {{deleted}} de {{dates}} fechas',
  },
  user_deleted: { en: 'User {{name}} deleted', es: 'Usuario {{name}} eliminado' },
  user_role_same: { en: 'User {{name}} is already {{role}}', es: 'El usuario {{name}} ya es {{role}}' },
  user_role_changed: { en: 'User {{name}} is now {{role}}', es: 'El usuario {{name}} ahora es {{role}}' },
  // Admin: content
  playlist_saved_one: {
    en: 'Playlist of volume {{volume}} saved with 1 video',
    es: 'Lista de reproducción del volumen {{volume}} guardada con 1 vídeo',
  },
  playlist_saved: {
    en: 'Playlist of volume {{volume}} saved with {{count}} videos',
    es: 'Lista de reproducción del volumen {{volume}} guardada con {{count}} vídeos',
  },
  playlist_checked_one: {
    en: 'Playlist of volume {{volume}} checked with 1 video',
    es: 'Lista de reproducción del volumen {{volume}} comprobada con 1 vídeo',
  },
  playlist_checked: {
    en: 'Playlist of volume {{volume}} checked with {{count}} videos',
    es: 'Lista de reproducción del volumen {{volume}} comprobada con {{count}} vídeos',
  },
  playlist_deleted: {
    en: 'Playlist of volume {{volume}} deleted',
    es: 'Lista de reproducción del volumen {{volume}} eliminada',
  },
  playlist_would_delete: {
    en: 'Playlist of volume {{volume}} would be deleted',
    es: 'Se eliminaría la lista de reproducción del volumen {{volume}}',
  },
  main_file_deleted: {
    en: 'Main file of chapter {{volume}}-{{index}} deleted',
    es: 'Archivo principal del capítulo {{volume}}-{{index}} eliminado',
  },
  main_file_would_delete: {
    en: 'Main file of chapter {{volume}}-{{index}} would be deleted',
    es: 'Se eliminaría el archivo principal del capítulo {{volume}}-{{index}}',
  },
  optional_file_deleted: {
    en: 'Optional file of chapter {{volume}}-{{index}} deleted',
    es: 'Archivo opcional del capítulo {{volume}}-{{index}} eliminado',
  },
  optional_file_would_delete: {
    en: 'Optional file of chapter {{volume}}-{{index}} would be deleted',
    es: 'Se eliminaría el archivo opcional del capítulo {{volume}}-{{index}}',
  },
  tema_visible: { en: "Tema '{{title}}' is now visible", es: "El tema '{{title}}' ahora es visible" },
  tema_hidden: { en: "Tema '{{title}}' is now hidden", es: "El tema '{{title}}' ahora está oculto" },
  tema_would_show: { en: "Tema '{{title}}' would be visible", es: "El tema '{{title}}' sería visible" },
  tema_would_hide: { en: "Tema '{{title}}' would be hidden", es: "El tema '{{title}}' quedaría oculto" },
  tema_deleted: { en: "Tema '{{title}}' deleted", es: "Tema '{{title}}' eliminado" },
  tema_would_delete: { en: "Tema '{{title}}' would be deleted", es: "Se eliminaría el tema '{{title}}'" },
  // Chapter ZIP upload: its summary, and the failed files' own reasons.
  chapters_unchanged_one: {
    en: 'No changes: all 1 file was already up to date',
    es: 'Sin cambios: el archivo ya estaba al día',
  },
  chapters_unchanged: {
    en: 'No changes: all {{count}} files were already up to date',
    es: 'Sin cambios: los {{count}} archivos ya estaban al día',
  },
  chapters_stored_one: {
    en: 'Volume {{volume}}: 1 file stored, {{unchanged}} already up to date, {{failed}} failed',
    es: 'Volumen {{volume}}: 1 archivo guardado, {{unchanged}} ya al día, {{failed}} con errores',
  },
  chapters_stored: {
    en: 'Volume {{volume}}: {{count}} files stored, {{unchanged}} already up to date, {{failed}} failed',
    es: 'Volumen {{volume}}: {{count}} archivos guardados, {{unchanged}} ya al día, {{failed}} con errores',
  },
  chapter_repeated: {
    en: 'chapter {{volume}}-{{index}} appears {{count}} times in the ZIP ({{names}}); none was stored',
    es: 'el capítulo {{volume}}-{{index}} aparece {{count}} veces en el ZIP ({{names}}); no se guardó ninguno',
  },
  tema_repeated: {
    en: "the title '{{title}}' appears in {{count}} files ({{names}}); none was stored",
    es: "el título '{{title}}' aparece en {{count}} archivos ({{names}}); no se guardó ninguno",
  },
} as const satisfies MessageCatalogue;
