// The catalogue of problem messages (what is wrong with one field of a file or body), in English
// and Spanish. The English text is what the validators, the cross-file rules, the scripture
// warnings and the server's own checks write; the clients and the server's error answers show it
// in the reader's language through problems-i18n.ts. A new problem text belongs here too: the
// schemas test checks every entry is translated.
import type { MessageCatalogue } from './message-templates';
import {
  HTTP_URL,
  HTTP_URL_OR_SITE_PATH,
  MARKDOWN_LINK,
  NON_BLANK,
  PATTERN_MESSAGES,
  VOLUME_IN_TITLE,
} from './patterns';
import { UNPAIRED_SURROGATE_MESSAGE } from './well-formed-text';

export const PROBLEM_MESSAGES = {
  // What the JSON Schema validator writes (validator.ts).
  required: { en: 'is required', es: 'es obligatorio' },
  additional_property: {
    en: 'is not an allowed property (check the spelling)',
    es: 'no es una propiedad permitida (revisa cómo está escrita)',
  },
  // An admin call that has no dry run, sent with ?dry_run (server/src/middleware/dry-run-rule.ts).
  not_accepted_here: { en: 'is not accepted by this call', es: 'no se acepta en esta llamada' },
  // Why a password chosen in production is too weak (server/src/auth/password-strength.ts).
  password_short: {
    en: 'it is shorter than {{limit}} characters',
    es: 'tiene menos de {{limit}} caracteres',
  },
  password_keyboard: {
    en: 'it follows a row of keys on the keyboard',
    es: 'sigue una fila de teclas del teclado',
  },
  password_repeats: { en: 'it repeats a word or a pattern', es: 'repite una palabra o un patrón' },
  password_sequence: {
    en: 'it is a sequence such as abc or 123',
    es: 'es una secuencia como abc o 123',
  },
  password_dates: {
    en: 'it is built on a date or a recent year',
    es: 'se basa en una fecha o en un año reciente',
  },
  password_common: {
    en: 'it is a common password, or close to one',
    es: 'es una contraseña común, o se parece a una',
  },
  password_words: {
    en: 'it is a common word or name with little around it',
    es: 'es una palabra o un nombre común con poco más',
  },
  password_personal: {
    en: 'it contains your name, your email or the name of the site',
    es: 'contiene tu nombre, tu correo o el nombre del sitio',
  },
  password_guessable: {
    en: 'it is too easy to guess: add more words or characters',
    es: 'es demasiado fácil de adivinar: añade más palabras o caracteres',
  },
  type_string: { en: 'must be a string', es: 'debe ser un texto' },
  type_integer: { en: 'must be a whole number', es: 'debe ser un número entero' },
  type_number: { en: 'must be a number', es: 'debe ser un número' },
  type_boolean: { en: 'must be true or false', es: 'debe ser true o false' },
  type_object: { en: 'must be an object', es: 'debe ser un objeto' },
  type_array: { en: 'must be an array', es: 'debe ser una lista (array)' },
  type_null: { en: 'must be null', es: 'debe ser null' },
  type: { en: 'must be of type {{type}}', es: 'debe ser de tipo {{type}}' },
  not_empty: { en: 'must not be empty', es: 'no debe estar vacío' },
  min_length: {
    en: 'must be at least {{limit}} characters long',
    es: 'debe tener al menos {{limit}} caracteres',
  },
  max_length: {
    en: 'must be at most {{limit}} characters long',
    es: 'debe tener como máximo {{limit}} caracteres',
  },
  min_items_one: { en: 'must have at least one item', es: 'debe tener al menos un elemento' },
  min_items: { en: 'must have at least {{limit}} items', es: 'debe tener al menos {{limit}} elementos' },
  max_items: { en: 'must have at most {{limit}} items', es: 'debe tener como máximo {{limit}} elementos' },
  minimum: { en: 'must be at least {{limit}}', es: 'debe ser como mínimo {{limit}}' },
  maximum: { en: 'must be at most {{limit}}', es: 'debe ser como máximo {{limit}}' },
  pattern_non_blank: { en: PATTERN_MESSAGES[NON_BLANK]!, es: 'no debe estar en blanco' },
  pattern_http_url: { en: PATTERN_MESSAGES[HTTP_URL]!, es: 'debe empezar por http:// o https://' },
  pattern_http_url_or_site_path: {
    en: PATTERN_MESSAGES[HTTP_URL_OR_SITE_PATH]!,
    es: 'debe empezar por http://, https:// o / (una ruta de este sitio)',
  },
  pattern_markdown_link: {
    en: PATTERN_MESSAGES[MARKDOWN_LINK]!,
    es: 'debe ser un enlace markdown como [texto](https://example.org)',
  },
  pattern_volume_in_title: {
    en: PATTERN_MESSAGES[VOLUME_IN_TITLE]!,
    es: "debe contener 'Volumen X' con X de 1 a 36",
  },
  pattern: { en: 'must match the pattern {{pattern}}', es: 'debe coincidir con el patrón {{pattern}}' },
  format_date: {
    en: 'must be a date in the form YYYY-MM-DD',
    es: 'debe ser una fecha con la forma AAAA-MM-DD',
  },
  format_email: { en: 'must be a valid email address', es: 'debe ser una dirección de correo válida' },
  format_uri: { en: 'must be a valid URL', es: 'debe ser una URL válida' },
  format: { en: 'must be a valid {{format}}', es: 'debe tener un formato {{format}} válido' },
  const: { en: 'must be {{value}}', es: 'debe ser {{value}}' },
  enum: { en: 'must be one of {{values}}', es: 'debe ser uno de {{values}}' },
  any_required: { en: 'must have {{names}}', es: 'debe tener {{names}}', orLists: ['names'] },
  not_valid: { en: 'is not valid', es: 'no es válido' },
  unpaired_surrogate: {
    en: UNPAIRED_SURROGATE_MESSAGE,
    es: 'contiene un sustituto UTF-16 sin pareja (un carácter roto como "\\ud800"); elimínalo',
  },

  // Rules JSON Schema cannot express (gospel-upload.ts, chapter-file-name.ts, optional-chapter.ts).
  repeated_entry_date: {
    en: 'repeats the date {{date}} of entry {{position}}',
    es: 'repite la fecha {{date}} de la entrada {{position}}',
  },
  file_name_shape: {
    en: "file name '{{name}}' must look like '{volume}-{index}.json' or '{volume}-{index}_o.json'",
    es: "el nombre de archivo '{{name}}' debe tener la forma '{volumen}-{índice}.json' o '{volumen}-{índice}_o.json'",
  },
  file_name_mismatch: {
    en: "the file name '{{name}}' says {{field}} {{named}} but info says {{actual}}",
    es: "el nombre de archivo '{{name}}' dice {{field}} {{named}}, pero info dice {{actual}}",
  },
  quiz_lengths_1_1: {
    en: 'must have one answer per question ({{questions}} question, {{answers}} answer)',
    es: 'debe tener una respuesta por pregunta ({{questions}} pregunta, {{answers}} respuesta)',
  },
  quiz_lengths_1_n: {
    en: 'must have one answer per question ({{questions}} question, {{answers}} answers)',
    es: 'debe tener una respuesta por pregunta ({{questions}} pregunta, {{answers}} respuestas)',
  },
  quiz_lengths_n_1: {
    en: 'must have one answer per question ({{questions}} questions, {{answers}} answer)',
    es: 'debe tener una respuesta por pregunta ({{questions}} preguntas, {{answers}} respuesta)',
  },
  quiz_lengths_n_n: {
    en: 'must have one answer per question ({{questions}} questions, {{answers}} answers)',
    es: 'debe tener una respuesta por pregunta ({{questions}} preguntas, {{answers}} respuestas)',
  },

  // Rules across the files of a workspace or an upload (cross-file-rules.ts).
  no_main_file: { en: 'has no main file {{path}}', es: 'no tiene archivo principal {{path}}' },
  no_playlist: {
    en: "volume {{volume}} has no playlist: add {{path}} with a video titled '{{volume}}-{{index}}. …'",
    es: "el volumen {{volume}} no tiene lista de reproducción: añade {{path}} con un vídeo titulado '{{volume}}-{{index}}. …'",
  },
  no_video: {
    en: "chapter {{volume}}-{{index}} has no video in {{path}} (no title starting '{{volume}}-{{index}}. ')",
    es: "el capítulo {{volume}}-{{index}} no tiene vídeo en {{path}} (ningún título empieza por '{{volume}}-{{index}}. ')",
  },
  repeated_file_date: {
    en: 'repeats the date {{date}} of {{file}}',
    es: 'repite la fecha {{date}} de {{file}}',
  },
  repeated_title: {
    en: "the title '{{title}}' is also used by {{others}}",
    es: "el título '{{title}}' también lo usa {{others}}",
  },

  // Bible references (scripture/content-references.ts, the scripture lookup).
  unreadable_reference: {
    en: "'{{text}}' is not a Bible reference Camino can read (e.g. 'Mateo 7,13-14' or 'Matthew 7:13-14'); it is kept, but no passage links to it",
    es: "'{{text}}' no es una referencia bíblica que Camino sepa leer (p. ej., 'Mateo 7,13-14' o 'Matthew 7:13-14'); se guarda, pero ningún pasaje la enlaza",
  },
  bible_reference: {
    en: "must be a Bible reference such as 'Mateo 7,13-14' or 'Matthew 7:13-14'",
    es: "debe ser una referencia bíblica como 'Mateo 7,13-14' o 'Matthew 7:13-14'",
  },

  // The server's own checks of uploads and path parameters.
  wrong_type: { en: 'has the wrong type', es: 'tiene un tipo incorrecto' },
  no_chapter_files: { en: 'holds no chapter files', es: 'no contiene archivos de capítulo' },
  no_tema_files: { en: 'holds no tema files', es: 'no contiene archivos de temas' },
  not_utf8: { en: 'is not UTF-8 text', es: 'no es texto UTF-8' },
  not_valid_utf8: { en: 'is not valid UTF-8 text', es: 'no es texto UTF-8 válido' },
  not_json: { en: 'is not valid JSON: {{reason}}', es: 'no es JSON válido: {{reason}}' },
  not_json_paren: { en: 'is not valid JSON ({{reason}})', es: 'no es JSON válido ({{reason}})' },
  int_range: { en: 'must be an integer from 1 to {{max}}', es: 'debe ser un número entero de 1 a {{max}}' },
  length_range: { en: 'must be 1 to {{max}} characters', es: 'debe tener de 1 a {{max}} caracteres' },
  date_param: { en: 'must be a date written YYYY-MM-DD', es: 'debe ser una fecha escrita AAAA-MM-DD' },
  http_url: { en: 'must be an http(s) URL', es: 'debe ser una URL http(s)' },
  page_cursor: {
    en: 'must be a next_cursor this list answered',
    es: 'debe ser un next_cursor que haya dado esta lista',
  },
  repeated_key: { en: 'repeats the key of {{pointer}}', es: 'repite la clave de {{pointer}}' },
  not_a_key: { en: 'is not a {{kind}} key', es: 'no es una clave de {{kind}}' },
  chapter_zip_name: {
    en: 'must be named {{name}} with a volume from 1 to {{max}}',
    es: 'debe llamarse {{name}} con un volumen de 1 a {{max}}',
  },

  // Entries of an uploaded ZIP (server/src/lib/zip-reader.ts, chapter uploads).
  zip_symlink: {
    en: 'is a symbolic link; only regular files are accepted',
    es: 'es un enlace simbólico; solo se aceptan archivos normales',
  },
  zip_not_regular: { en: 'is not a regular file', es: 'no es un archivo normal' },
  zip_extension: {
    en: 'is not a {{extensions}} file',
    es: 'no es un archivo {{extensions}}',
    orLists: ['extensions'],
  },
  zip_encrypted: {
    en: 'is encrypted; encrypted entries are not accepted',
    es: 'está cifrado; no se aceptan archivos cifrados',
  },
  zip_other_volume: {
    en: 'is a file of volume {{volume}}, but this ZIP is for volume {{other}}',
    es: 'es un archivo del volumen {{volume}}, pero este ZIP es del volumen {{other}}',
  },
  zip_optional_file: {
    en: 'is an optional file; upload it in {{zip}}',
    es: 'es un archivo opcional; súbelo en {{zip}}',
  },
  zip_main_file: {
    en: 'is a main file; upload it in {{zip}}',
    es: 'es un archivo principal; súbelo en {{zip}}',
  },
  zip_entry_name: { en: 'must be named {{name}}', es: 'debe llamarse {{name}}' },
  zip_unreadable: {
    en: 'is not a readable ZIP archive ({{reason}})',
    es: 'no es un archivo ZIP legible ({{reason}})',
  },
  zip_too_many_entries: {
    en: 'holds {{count}} entries; at most {{max}} are accepted',
    es: 'contiene {{count}} archivos; se aceptan como máximo {{max}}',
  },
  zip_too_large: {
    en: 'inflates to more than {{size}} in all',
    es: 'ocupa más de {{size}} descomprimido en total',
  },
  zip_entry_too_large: {
    en: 'inflates to more than {{size}}; at most {{size}} per file are accepted',
    es: 'ocupa más de {{size}} descomprimido; se aceptan como máximo {{size}} por archivo',
  },
  zip_not_a_zip: { en: 'is not a ZIP archive', es: 'no es un archivo ZIP' },
  // A file of an upload that was not stored because another file of the ZIP claims the same place.
  chapter_repeated: {
    en: 'chapter {{volume}}-{{index}} appears {{count}} times in the ZIP ({{names}}); none was stored',
    es: 'el capítulo {{volume}}-{{index}} aparece {{count}} veces en el ZIP ({{names}}); no se guardó ninguno',
  },
  tema_repeated: {
    en: "the title '{{title}}' appears in {{count}} files ({{names}}); none was stored",
    es: "el título '{{title}}' aparece en {{count}} archivos ({{names}}); no se guardó ninguno",
  },

  // The desktop app's playlist checks (desktop-admin/src/main/services/validate-file.ts).
  playlist_title_volume: {
    en: "says 'Volumen {{named}}' but the file is {{file}}",
    es: "dice 'Volumen {{named}}', pero el archivo es {{file}}",
  },
  playlist_title_start: {
    en: "must start with '{{volume}}-{index}. ' (e.g. '{{volume}}-1. …')",
    es: "debe empezar por '{{volume}}-{índice}. ' (p. ej., '{{volume}}-1. …')",
  },
  playlist_other_volume: {
    en: 'names volume {{named}} but the playlist is volume {{volume}}',
    es: 'nombra el volumen {{named}}, pero la lista es del volumen {{volume}}',
  },
  playlist_repeated_chapter: {
    en: 'repeats chapter {{volume}}-{{index}} of item {{item}}',
    es: 'repite el capítulo {{volume}}-{{index}} del elemento {{item}}',
  },

  // What the desktop app's main process answers its window (workspace and publishing).
  no_workspace: { en: 'no workspace is open', es: 'no hay ningún espacio de trabajo abierto' },
  not_connected: { en: 'not connected to a server', es: 'no hay conexión con ningún servidor' },
  session_expired: { en: 'the session expired: connect again', es: 'la sesión caducó: vuelve a conectar' },
  server_address: {
    en: 'must be an http:// or https:// address',
    es: 'debe ser una dirección http:// o https://',
  },
  volume_whole: { en: 'the volume must be a whole number', es: 'el volumen debe ser un número entero' },
  file_text_string: { en: 'the file text must be a string', es: 'el texto del archivo debe ser un texto' },
  nothing_to_pack: {
    en: 'volume {{volume}} has no chapter files to pack',
    es: 'el volumen {{volume}} no tiene archivos de capítulo para empaquetar',
  },
  not_admin: { en: 'this account is not an administrator', es: 'esta cuenta no es de administrador' },
  unreachable: {
    en: 'cannot reach {{server}} ({{reason}})',
    es: 'no se puede contactar con {{server}} ({{reason}})',
  },
  changed_since_dry_run: {
    en: 'the files changed since the dry run: run the dry run again',
    es: 'los archivos cambiaron desde la prueba: vuelve a hacer la prueba',
  },
} as const satisfies MessageCatalogue;

export type ProblemMessageKey = keyof typeof PROBLEM_MESSAGES;
