// Every problem (what is wrong with one field of a file, a body or a request) in English, keyed by
// code: a check raises `problem(pointer, code, params)` (render-problem.ts) and each reader sees
// the text of its own language, Spanish from problems-es.ts. render-problem.test.ts fails on a
// code without a text in either language, scripts/message-catalogue.test.ts on one no source
// names. `{{name}}` is a value; a list value is written "a, b or c" in the reader's language.

export const problemsEn = {
  // What the JSON Schema validator writes (validator.ts).
  required: 'is required',
  additional_property: 'is not an allowed property (check the spelling)',
  type_string: 'must be a string',
  type_integer: 'must be a whole number',
  type_number: 'must be a number',
  type_boolean: 'must be true or false',
  type_object: 'must be an object',
  type_array: 'must be an array',
  type_null: 'must be null',
  type: 'must be of type {{type}}',
  not_empty: 'must not be empty',
  min_length: 'must be at least {{limit}} characters long',
  max_length: 'must be at most {{limit}} characters long',
  min_items_one: 'must have at least one item',
  min_items: 'must have at least {{limit}} items',
  max_items: 'must have at most {{limit}} items',
  minimum: 'must be at least {{limit}}',
  maximum: 'must be at most {{limit}}',
  pattern_non_blank: 'must not be blank',
  pattern_http_url: 'must start with http:// or https://',
  // An http:// image shows only from this site itself (the CSP's 'self'), which the image check
  // says when it refuses one: the words lead to what works everywhere.
  pattern_http_url_or_site_path: 'must be an https:// address or a path on this site (/…)',
  pattern_markdown_link: 'must be a markdown link like [text](https://example.org)',
  pattern_volume_in_title: "must contain 'Volumen X' (or 'Volume X') with X from 1 to 36",
  pattern: 'must match the pattern {{pattern}}',
  format_date: 'must be a date in the form YYYY-MM-DD',
  format_email: 'must be a valid email address',
  format_uri: 'must be a valid URL',
  format: 'must be a valid {{format}}',
  const: 'must be {{value}}',
  enum: 'must be one of {{values}}',
  any_required: 'must have {{names}}',
  not_valid: 'is not valid',
  unpaired_surrogate:
    'contains an unpaired UTF-16 surrogate (a broken character such as "\\ud800"); remove it',
  // The keywords no Camino schema words itself, with ajv's own parameters.
  ajv_uniqueItems: 'must not repeat an item (items {{j}} and {{i}} are the same)',
  ajv_multipleOf: 'must be a multiple of {{multipleOf}}',
  ajv_minProperties: 'must have at least {{limit}} properties',
  ajv_maxProperties: 'must have at most {{limit}} properties',
  ajv_exclusiveMinimum: 'must be {{comparison}} {{limit}}',
  ajv_exclusiveMaximum: 'must be {{comparison}} {{limit}}',
  ajv_not: 'must not match the schema in "not"',
  ajv_oneOf: 'must match exactly one schema in "oneOf"',
  ajv_contains: 'must contain a valid item',
  ajv_propertyNames: 'has a property name that is not valid',
  ajv_false_schema: 'is not allowed here',
  ajv_additionalItems: 'must have at most {{limit}} items',
  ajv_dependentRequired: 'must have {{deps}} when it has {{property}}',

  // Rules JSON Schema cannot express (gospel-upload.ts, chapter-file-name.ts, optional-chapter.ts).
  repeated_entry_date: 'repeats the date {{date}} of entry {{position}}',
  file_name_shape: "file name '{{name}}' must look like '{volume}-{index}.json' or '{volume}-{index}_o.json'",
  file_name_mismatch: "the file name '{{name}}' says {{field}} {{named}} but info says {{actual}}",
  quiz_lengths_1_1: 'must have one answer per question ({{questions}} question, {{answers}} answer)',
  quiz_lengths_1_n: 'must have one answer per question ({{questions}} question, {{answers}} answers)',
  quiz_lengths_n_1: 'must have one answer per question ({{questions}} questions, {{answers}} answer)',
  quiz_lengths_n_n: 'must have one answer per question ({{questions}} questions, {{answers}} answers)',
  // A translation against its source (translations/translation-shape.ts).
  translation_type: 'must be of type {{type}}, as in the source',
  translation_count: 'must have as many items as the source ({{source}} in the source, {{translation}} here)',
  translation_missing_field: 'is in the source and must be in the translation too',
  translation_extra_field: 'is not in the source (a translation has the same fields as its source)',
  translation_fixed: "must stay as in the source: '{{value}}'",
  translation_without_source: 'has no published original to translate: publish the original first',

  // Rules across the files of a workspace or an upload (cross-file-rules.ts).
  no_main_file: 'has no main file {{path}}',
  no_playlist:
    "volume {{volume}} has no playlist: add {{path}} with a video titled '{{volume}}-{{index}}. …'",
  no_video:
    "chapter {{volume}}-{{index}} has no video in {{path}} (no title starting '{{volume}}-{{index}}. ')",
  repeated_file_date: 'repeats the date {{date}} of {{file}}',
  repeated_title: "the title '{{title}}' is also used by {{others}}",
  path_chapter_missing: 'names chapter {{volume}}-{{index}}, which is not published',
  path_repeated_id: "the path id '{{id}}' is also used by {{others}}",

  // Bible references (scripture/content-references.ts, the scripture lookup).
  unreadable_reference:
    "'{{text}}' is not a Bible reference Camino can read (e.g. 'Mateo 7,13-14' or 'Matthew 7:13-14'); it is kept, but no passage links to it",
  bible_reference: "must be a Bible reference such as 'Mateo 7,13-14' or 'Matthew 7:13-14'",

  // Why a password chosen in production is too weak (server/src/auth/password-strength.ts).
  password_short: 'it is shorter than {{limit}} characters',
  password_keyboard: 'it follows a row of keys on the keyboard',
  password_repeats: 'it repeats a word or a pattern',
  password_sequence: 'it is a sequence such as abc or 123',
  password_dates: 'it is built on a date or a recent year',
  password_common: 'it is a common password, or close to one',
  password_words: 'it is a common word or name with little around it',
  password_personal: 'it contains your name, your email or the name of the site',
  password_guessable: 'it is too easy to guess: add more words or characters',

  // The server's own checks of uploads, bodies and query parameters.
  not_accepted_here: 'is not accepted by this call',
  wrong_type: 'has the wrong type',
  no_chapter_files: 'holds no chapter files',
  no_tema_files: 'holds no tema files',
  not_utf8: 'is not UTF-8 text',
  stale_base: '{{item}} changed on the server after it was read',
  not_valid_utf8: 'is not valid UTF-8 text',
  json_syntax: 'is not valid JSON: check line {{line}}, column {{column}}',
  int_range: 'must be an integer from 1 to {{max}}',
  length_range: 'must be 1 to {{max}} characters',
  date_param: 'must be a date written YYYY-MM-DD',
  time_zone: 'must be an IANA time zone such as Europe/Madrid or America/Mexico_City',
  year_range: 'must be a date in the years {{from}} to {{to}}',
  repeated_key: 'repeats the key of {{pointer}}',
  not_a_key: 'is not a {{kind}} key',
  chapter_zip_name: 'must be named {{name}} with a volume from 1 to {{max}}',
  page_cursor: 'must be a next_cursor this list answered',
  // A featured image the site's Content Security Policy would block (image-policy.ts).
  image_http_blocked:
    "would be blocked by the site's security policy (img-src {{allowed}}): a plain http:// image cannot show on an https page; use its https:// address",
  image_blocked:
    "would be blocked by the site's security policy (img-src {{allowed}}): use an https:// address or a path on this site",

  // Entries of an uploaded ZIP (server/src/lib/zip-reader.ts, chapter and tema uploads).
  zip_name_empty: 'has an empty name; the entry was not extracted',
  zip_name_control: 'has control characters in its name; the entry was not extracted',
  zip_name_backslash: 'has a backslash in its name; the entry was not extracted',
  zip_name_absolute: 'is an absolute path; the entry was not extracted',
  zip_name_drive: 'is a drive path; the entry was not extracted',
  zip_name_climbs: "climbs out of its folder with '..'; the entry was not extracted",
  zip_name_invalid: 'has a name that is not valid ({{reason}}); the entry was not extracted',
  zip_symlink: 'is a symbolic link; only regular files are accepted',
  zip_not_regular: 'is not a regular file',
  zip_extension: 'is not a {{extensions}} file',
  zip_encrypted: 'is encrypted; encrypted entries are not accepted',
  zip_entry_unreadable: 'cannot be read ({{reason}})',
  zip_entry_crc: 'is corrupt (its CRC-32 does not match its data)',
  zip_entry_size: 'is corrupt (its size does not match its header: {{reason}})',
  zip_entry_corrupt: 'is corrupt ({{reason}})',
  zip_unreadable: 'is not a readable ZIP archive ({{reason}})',
  zip_too_many_entries: 'holds {{count}} entries; at most {{max}} are accepted',
  zip_too_large: 'inflates to more than {{size}} in all',
  zip_entry_too_large: 'inflates to more than {{size}}; at most {{size}} per file are accepted',
  zip_other_volume: 'is a file of volume {{volume}}, but this ZIP is for volume {{other}}',
  zip_optional_file: 'is an optional file; upload it in {{zip}}',
  zip_main_file: 'is a main file; upload it in {{zip}}',
  zip_entry_name: 'must be named {{name}}',
  // A file of an upload that was not stored because another file of the ZIP claims the same place.
  chapter_repeated:
    'chapter {{volume}}-{{index}} appears {{count}} times in the ZIP ({{names}}); none was stored',
  tema_repeated: "the title '{{title}}' appears in {{count}} files ({{names}}); none was stored",

  // The desktop app's checks of a workspace (desktop-admin/src/main/services: validate-file.ts,
  // workspace-layout.ts, workspace-edit.ts, chapter-zips.ts).
  playlist_title_volume: "says 'Volumen {{named}}' but the file is {{file}}",
  playlist_title_start: "must start with '{{volume}}-{index}. ' (e.g. '{{volume}}-1. …')",
  playlist_other_volume: 'names volume {{named}} but the playlist is volume {{volume}}',
  playlist_repeated_chapter: 'repeats chapter {{volume}}-{{index}} of item {{item}}',
  buttons_object: 'must be an object with evangelio and topics',
  button_missing: "must have the button '{{name}}'",
  not_a_button: 'is not a home button (evangelio, topics)',
  volume_folder_name: "the folder '{{folder}}' must be named Vol_{n} with n from 1 to {{max}}",
  chapter_file_place: "the file name '{{name}}' must look like '{{example}}' in {{folder}}/",
  chapter_file_volume: "the file name '{{name}}' names volume {{volume}} but sits in {{folder}}/",
  playlist_file_name: "the file name '{{name}}' must be Vol_{n}.json with n from 1 to {{max}}",
  outside_layout:
    'is not part of the workspace layout (playlists/, main/, optional/, temas/, evangelios/, about.md, news.json, image.json, buttons.json)',
  volume_number: 'must be a volume number from 1 to {{max}}',
  chapter_number: 'must be a chapter number from 1',
  tema_file_name: 'may hold only letters, digits, - and _',
  month: 'must be a month as YYYY-MM',
  file_kind: 'must be playlist, main, optional, tema or gospel',
  inside_workspace: 'must be a path inside the workspace',
  not_layout_file: "'{{path}}' is not a content file of the workspace layout",
  not_workspace_file: "'{{path}}' is not a content file of this workspace",
  already_exists: "'{{path}}' already exists",
  does_not_exist: "'{{path}}' does not exist",
  not_a_folder: "'{{folder}}' is not a folder",
  folder_not_empty: "'{{folder}}' is not empty: choose an empty folder, or open this one as it is",
  folder_not_empty_samples: "'{{folder}}' is not empty: choose an empty folder for the samples",
  unreadable_file: "'{{path}}' could not be read",
  not_chosen: 'choose it in the dialog first: only paths chosen there are opened',
  no_workspace: 'no workspace is open',
  volume_whole: 'the volume must be a whole number',
  nothing_to_pack: 'volume {{volume}} has no chapter files to pack',
  no_themes_to_pack: 'there are no themes to pack',
  chapter_zip_file_name: "'{{file}}' must be named {{rule}}",
  zip_file_unreadable: "'{{file}}' is not a readable ZIP ({{reason}})",
  zip_file_entries: "'{{file}}' has more than {{max}} entries",
  zip_file_too_large: "'{{file}}' inflates to more than {{size}}",
  // Why an entry of an imported ZIP, or a part of a pull, was left out.
  skip_not_json: 'not a .json file',
  skip_repeated_name: 'repeats the name {{name}} of another entry',
  skip_too_large: 'larger than {{size}}',
  skip_not_on_server: 'not on the server',
  skip_hidden: 'hidden on the site',
  skip_no_gospel: 'no gospel dates on the server',
  skip_not_set: 'not set on the server',
  file_too_large: "'{{file}}' is larger than {{size}}",
  // What the desktop app's main process answers its window about the server (publish-service.ts).
  server_address: 'must be an http:// or https:// address',
  insecure_password: 'plain http to another machine sends the password unencrypted: confirm to go on',
  not_connected: 'not connected to a server',
  session_expired: 'the session expired: connect again',
  dry_run_first: 'run the dry run first',
  step_blocked: 'blocked by problems',
  step_conflict: 'changed on the server too: resolve the conflict first',
  no_conflict: 'this file has no conflict to resolve',
  step_held_back: 'another file of this upload has problems',
  step_held_again: 'the workspace holds it again since the dry run: run the dry run again',
  step_files_changed: 'the files changed since the dry run: run the dry run again',
  step_not_checked: 'the dry run did not check this step: run the dry run again',
  step_not_sent: 'not sent: the session expired',
  not_admin: 'this account is not an administrator',
  unreachable: 'cannot reach {{server}} ({{reason}})',
  // The server's own detail of a refusal, already written in the language the app asked for.
  server_detail: '{{detail}}',

  // The admin panel's quick edit: the field that names the entry cannot change there.
  must_stay: 'must stay {{value}}',
} as const;

/** The code of a problem: a key of the catalogue. */
export type ProblemCode = keyof typeof problemsEn;
