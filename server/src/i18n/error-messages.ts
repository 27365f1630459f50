// The `detail` of every error answer in English and Spanish. One entry per error code (its
// default message), then the particular texts that routes and services throw with their values
// (`Volume {{volume}} not found`): the error handler recognises the English (or, for the admin's
// older texts, Spanish) text an error was thrown with and answers it in the request's language.
// A code or a thrown text missing here is answered in Spanish with its code's default message;
// error-messages.test.ts fails on a code without a Spanish text.
import { MESSAGES, type ErrorCode } from '@camino/schemas/api/error-codes';
import type { MessageCatalogue, MessageEntry } from '@camino/schemas/message-templates';

/** The Spanish default message of each code (English: MESSAGES in the shared contract). */
export const SPANISH_MESSAGES: Readonly<Record<string, string>> = {
  bad_request: 'La solicitud no es válida',
  invalid_body: 'El contenido de la solicitud no es válido',
  invalid_json: 'El contenido de la solicitud no es JSON válido',
  payload_too_large: 'El contenido de la solicitud es demasiado grande',
  unauthenticated: 'Hace falta iniciar sesión',
  invalid_token: 'La sesión no es válida o ha caducado',
  invalid_credentials: 'Correo electrónico o contraseña incorrectos',
  email_not_verified: 'Verifica tu correo electrónico antes de iniciar sesión',
  account_disabled: 'Esta cuenta está desactivada',
  forbidden: 'No tienes permiso para hacer esto',
  not_found: 'No encontrado',
  email_taken: 'Error al registrar el usuario. Comprueba que el correo electrónico no esté ya en uso.',
  conflict: 'Otra persona cambió este recurso; inténtalo de nuevo',
  note_limit_reached: 'Esta cuenta ha llegado a su límite de notas',
  too_many_requests: 'Demasiados intentos. Espera un momento antes de volver a intentarlo.',
  too_many_searches: 'Demasiadas búsquedas en poco tiempo. Espera un momento y vuelve a buscar.',
  token_not_provided: 'No se proporcionó el token de recuperación',
  invalid_reset_token: 'Token de recuperación inválido o caducado',
  verification_token_missing: 'No se proporcionó el token de verificación',
  invalid_verification_token: 'Token de verificación inválido o caducado',
  database_unavailable: 'La base de datos no está disponible; inténtalo de nuevo en unos momentos',
  internal: 'Algo salió mal de nuestro lado',
  last_admin: 'No se puede quitar el rol ni eliminar al último administrador',
  own_role: 'No puedes cambiar tu propio rol',
  unparseable_reference: 'El texto no es una referencia bíblica que Camino sepa leer',
  revision_conflict:
    'Un cambio posterior tocó el mismo contenido; revierte de todos modos para sobrescribirlo',
  chapter_moved: 'Este capítulo ha cambiado de lugar desde que se cargó la página; no se guardó nada',
  note_conflict: 'Esta nota se cambió en otro dispositivo; no se guardó nada. Elige qué texto conservar',
};

/** The texts thrown with values (or with a wording of their own), each in both languages. */
const THROWN_TEXTS = {
  api_not_found: {
    en: 'No API endpoint {{method}} {{path}}',
    es: 'No existe el punto de la API {{method}} {{path}}',
  },
  volume_not_found: { en: 'Volume {{volume}} not found', es: 'No se encontró el volumen {{volume}}' },
  volume_missing: { en: 'Volume {{volume}} does not exist', es: 'El volumen {{volume}} no existe' },
  volume_no_playlist: {
    en: 'Volume {{volume}} has no playlist',
    es: 'El volumen {{volume}} no tiene lista de reproducción',
  },
  volume_busy: {
    en: 'Another change to volume {{volume}} is in progress; try again',
    es: 'Hay otro cambio en curso en el volumen {{volume}}; inténtalo de nuevo',
  },
  chapter_not_in_playlist: {
    en: 'Chapter {{volume}}-{{index}} is not in the playlist of volume {{volume}}',
    es: 'El capítulo {{volume}}-{{index}} no está en la lista de reproducción del volumen {{volume}}',
  },
  video_not_in_playlist: {
    en: 'Video {{video}} is not in the playlist of volume {{volume}}',
    es: 'El vídeo {{video}} no está en la lista de reproducción del volumen {{volume}}',
  },
  chapter_file_not_found: {
    en: '{{label}} file for chapter {{volume}}-{{index}} not found',
    es: 'No se encontró el archivo {{label}} del capítulo {{volume}}-{{index}}',
  },
  gospel_not_available: {
    en: 'The gospel for {{date}} is not available',
    es: 'El evangelio del {{date}} no está disponible',
  },
  tema_not_found: { en: 'Theme not found', es: 'Tema no encontrado' },
  note_not_found: { en: 'No note for this chapter', es: 'No hay nota para este capítulo' },
  notes_cursor: {
    en: 'cursor must be a next_cursor this list answered',
    es: 'cursor debe ser un next_cursor que haya dado esta lista',
  },
  note_limit: {
    en: 'An account keeps at most {{limit}} notes; empty (delete) one to write another',
    es: 'Una cuenta guarda como máximo {{limit}} notas; vacía (borra) una para escribir otra',
  },
  user_missing: { en: 'User {{id}} does not exist', es: 'El usuario {{id}} no existe' },
  own_account: { en: 'You cannot delete your own account', es: 'No puedes eliminar tu propia cuenta' },
  last_admin_delete: {
    en: 'The last admin account cannot be deleted',
    es: 'No se puede eliminar la última cuenta de administrador',
  },
  unreadable_reference: {
    en: "'{{text}}' is not a Bible reference Camino can read",
    es: "'{{text}}' no es una referencia bíblica que Camino sepa leer",
  },
  file_too_large: { en: 'The file is larger than {{limit}} MB', es: 'El archivo ocupa más de {{limit}} MB' },
  zip_failed: { en: 'The ZIP {{reason}}', es: 'El ZIP {{reason}}' },
  multipart_required: {
    en: 'Send the file as multipart/form-data in the field "file"',
    es: 'Envía el archivo como multipart/form-data en el campo "file"',
  },
  multipart_invalid: {
    en: 'The upload is not a valid multipart/form-data body',
    es: 'La subida no es un cuerpo multipart/form-data válido',
  },
  upload_invalid: { en: 'The upload is not valid: {{reason}}', es: 'La subida no es válida: {{reason}}' },
  file_invalid: { en: 'The {{what}} file is not valid', es: 'El archivo de {{what}} no es válido' },
  choose_json: { en: 'Please choose a valid JSON file', es: 'Por favor selecciona un archivo JSON válido' },
  choose_zip: { en: 'Please choose a valid ZIP file', es: 'Por favor selecciona un archivo ZIP válido' },
  choose_json_file: { en: 'Please choose a JSON file.', es: 'Por favor, selecciona un archivo JSON.' },
  choose_md: { en: 'Please choose a .md file', es: 'Por favor, selecciona un archivo .md' },
  file_not_utf8: { en: 'The file is not valid UTF-8 text', es: 'El archivo no es texto UTF-8 válido' },
  file_empty: { en: 'The file is empty', es: 'El archivo está vacío' },
  file_too_long: { en: 'The file is too long', es: 'El archivo es demasiado largo' },
  image_urls_required: {
    en: 'The image URL and the destination URL are required',
    es: 'La URL de imagen y URL de destino son requeridas',
  },
  int_param: {
    en: '{{name}} must be an integer from 1 to {{max}}',
    es: '{{name}} debe ser un número entero de 1 a {{max}}',
  },
  date_param: {
    en: 'date must be a calendar date written YYYY-MM-DD',
    es: 'date debe ser una fecha del calendario escrita AAAA-MM-DD',
  },
  length_param: {
    en: '{{name}} must be 1 to {{max}} characters',
    es: '{{name}} debe tener de 1 a {{max}} caracteres',
  },
  ref_param: {
    en: 'ref must be a Bible reference of 1 to {{max}} characters',
    es: 'ref debe ser una referencia bíblica de 1 a {{max}} caracteres',
  },
  lang_param: { en: 'lang must be en or es', es: 'lang debe ser en o es' },
  kind_values: { en: 'kind must be one of {{kinds}}', es: 'kind debe ser uno de {{kinds}}' },
  kind_param: { en: "kind must be 'main' or 'optional'", es: "kind debe ser 'main' u 'optional'" },
  page_params: {
    en: 'offset and limit must be whole numbers in range',
    es: 'offset y limit deben ser números enteros dentro del rango',
  },
  weak_password: {
    en: 'The password is too easy to guess: {{reason}}',
    es: 'La contraseña es demasiado fácil de adivinar: {{reason}}',
  },
  no_dry_run: {
    en: 'This call has no dry run: send it without dry_run',
    es: 'Esta llamada no tiene simulación: envíala sin dry_run',
  },
  all_true: { en: 'all must be true', es: 'all debe ser true' },
  all_or_dates: {
    en: 'Send either ?all=true or a body with dates, not both',
    es: 'Envía ?all=true o un cuerpo con fechas, no ambos',
  },
  dates_needed: {
    en: 'Name the dates to delete in the body ({"dates": [...]}), or send ?all=true',
    es: 'Indica en el cuerpo las fechas que quieres borrar ({"dates": [...]}), o envía ?all=true',
  },
} as const satisfies MessageCatalogue;

const codeEntries: Record<string, MessageEntry> = Object.fromEntries(
  Object.entries(MESSAGES).map(([code, en]) => [code, { en, es: SPANISH_MESSAGES[code] ?? en }]),
);

/** Every detail the server answers with, by code and by thrown text. */
export const ERROR_MESSAGES: MessageCatalogue = { ...codeEntries, ...THROWN_TEXTS };

/** The default message of a code in a language; English when a translation is missing. */
export function codeMessage(code: ErrorCode, lang: 'en' | 'es'): string {
  return lang === 'es' ? (SPANISH_MESSAGES[code] ?? MESSAGES[code]) : MESSAGES[code];
}
