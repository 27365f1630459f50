// Reads the size of every text column of the migrated database, and names what may write each
// one: a schema field (whose maxLength must fit the column), a byte cap of the server, or the
// server itself (an internal value). column-lengths.test.ts checks both sides against each other,
// and walks every validated schema for strings that reach a column without a limit.
import { aboutSchema } from '@camino/schemas/about';
import { buttonConfigSchema } from '@camino/schemas/button-config';
import { ABOUT_MAX_LENGTH } from '@camino/schemas/constants';
import { emailRequestSchema } from '@camino/schemas/email-request';
import { gospelEntrySchema } from '@camino/schemas/gospel-entry';
import { gospelUploadSchema } from '@camino/schemas/gospel-upload';
import { imageConfigSchema } from '@camino/schemas/image-config';
import { loginSchema } from '@camino/schemas/login';
import { mainChapterSchema } from '@camino/schemas/main-chapter';
import { newsConfigSchema } from '@camino/schemas/news-config';
import { newsConfigBodySchema } from '@camino/schemas/news-config-body';
import { noteSchema } from '@camino/schemas/note';
import { optionalChapterSchema } from '@camino/schemas/optional-chapter';
import { pathSchema } from '@camino/schemas/path';
import { playlistSchema } from '@camino/schemas/playlist';
import { pushSubscriptionSchema } from '@camino/schemas/push-subscription';
import { registrationSchema } from '@camino/schemas/registration';
import { reminderPreferencesSchema } from '@camino/schemas/reminder-preferences';
import { temaSchema } from '@camino/schemas/tema';
import { translationBodySchema } from '@camino/schemas/translation-body';
import { watchSchema } from '@camino/schemas/watch';
import { CONTENT_ZIP_ENTRIES, GOSPEL_FILE_MAX_BYTES } from '@camino/schemas/constants';
import { JSON_BODY_LIMIT } from '../../app';
import { isMysql, type Db } from '../../db/connection';
import { AUDIT_COLUMN_LIMITS } from '../../services/audit-service';

/** A column's size: characters for VARCHAR, bytes for the TEXT family (null when the database does not say). */
export interface ColumnSize {
  type: string;
  chars?: number;
  bytes?: number;
}

/**
 * `table.column` → size, for every character column. MySQL reports both measures in
 * information_schema; SQLite keeps the declared `varchar(n)` (it enforces nothing, but the same
 * migrations declare the same sizes) and calls every TEXT size `TEXT`, so TEXT byte sizes are
 * checked on MySQL only, the database that refuses what does not fit.
 */
export async function readColumnSizes(db: Db): Promise<Map<string, ColumnSize>> {
  const sizes = new Map<string, ColumnSize>();
  if (isMysql(db)) {
    const [rows] = (await db.raw(
      `select TABLE_NAME as t, COLUMN_NAME as c, DATA_TYPE as d,
              CHARACTER_MAXIMUM_LENGTH as m, CHARACTER_OCTET_LENGTH as o
       from information_schema.COLUMNS
       where TABLE_SCHEMA = database() and CHARACTER_MAXIMUM_LENGTH is not null`,
    )) as [Array<{ t: string; c: string; d: string; m: number; o: number }>];
    for (const r of rows) {
      const type = String(r.d).toLowerCase();
      const text = type.endsWith('text');
      sizes.set(`${r.t}.${r.c}`, text ? { type, bytes: Number(r.o) } : { type, chars: Number(r.m) });
    }
    return sizes;
  }
  const tables = (await db.raw(
    `select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`,
  )) as Array<{ name: string }>;
  for (const { name } of tables) {
    const columns = (await db.raw(`pragma table_info(${JSON.stringify(name)})`)) as Array<{
      name: string;
      type: string;
    }>;
    for (const column of columns) {
      const type = column.type.toLowerCase();
      const varchar = /^(?:varchar|char)\((\d+)\)$/.exec(type);
      if (varchar) sizes.set(`${name}.${column.name}`, { type: 'varchar', chars: Number(varchar[1]) });
      else if (type === 'text') sizes.set(`${name}.${column.name}`, { type: 'text' });
    }
  }
  return sizes;
}

/** A schema and the path of one string property in it ('*' steps into array items). */
export interface SchemaField {
  schema: object;
  name: string;
  path: string[];
}

/** What writes a column. */
export type ColumnSource =
  | { kind: 'schema'; fields: SchemaField[] }
  /**
   * The most bytes the server lets into it (a file cap, a truncation). `whole` names the schemas
   * of the files stored whole in it: their strings are bounded by the cap, unless one is also
   * written to a column of its own (then it needs a maxLength that fits that column).
   */
  | { kind: 'bytes'; max: number; why: string; whole?: object[] }
  /** The most characters the server writes (it cuts longer text to this). */
  | { kind: 'chars'; max: number; why: string }
  /** Written by the server from values it makes itself (hashes, timestamps, enums, ids). */
  | { kind: 'internal'; why: string };

const field = (schema: object, name: string, ...path: string[]): SchemaField => ({ schema, name, path });
const schemaOf = (...fields: SchemaField[]): ColumnSource => ({ kind: 'schema', fields });
const internal = (why: string): ColumnSource => ({ kind: 'internal', why });

const TIMESTAMP = internal('an ISO-8601 timestamp written by the server (24 characters)');
const HASH = internal('a SHA-256 hex digest (64 characters)');
const CHAPTER_KEY = internal('a chapter key assigned by chapter identity (see its service)');
const SCRIPTURE = internal('derived by the scripture index from stored content');
const CHAPTER_FILES = [mainChapterSchema, optionalChapterSchema];
const GOSPEL_FILES = [gospelEntrySchema, gospelUploadSchema];

/**
 * Every text column and what writes it. A new column must be added here (the test fails on an
 * unknown one), so no field reaches the database without a limit that fits.
 */
export const COLUMN_SOURCES: Record<string, ColumnSource> = {
  // Members sign in with their email, admins with a username: a login name is at most an email.
  'users.email': schemaOf(
    field(registrationSchema, 'registration', 'email'),
    field(emailRequestSchema, 'email request', 'email'),
    field(loginSchema, 'login', 'username'),
  ),
  'users.username': internal('set by create-admin / ADMIN_USERNAME, not by a request body'),
  'users.first_name': schemaOf(field(registrationSchema, 'registration', 'first_name')),
  'users.last_name': schemaOf(field(registrationSchema, 'registration', 'last_name')),
  'users.password_hash': internal('an argon2id (or earlier scrypt) hash string written by the server'),
  'users.role': internal("'user' or 'admin'"),
  'users.created_at': TIMESTAMP,
  'users.last_activity': TIMESTAMP,
  'auth_tokens.purpose': internal("'reset' or 'verify'"),
  'auth_tokens.token_hash': HASH,
  'auth_tokens.expires_at': TIMESTAMP,
  'auth_tokens.used_at': TIMESTAMP,
  'auth_tokens.created_at': TIMESTAMP,
  'settings.key': internal('a setting name from the server code'),
  // JSON bodies are at most 256 KB; the About page is the largest value, stored as JSON text
  // (an escaped character such as \u0000 takes up to 6 bytes).
  'settings.value': {
    kind: 'bytes',
    max: ABOUT_MAX_LENGTH * 6,
    why: 'the About page as JSON text',
    whole: [aboutSchema, buttonConfigSchema, imageConfigSchema, newsConfigSchema, newsConfigBodySchema],
  },
  'settings.updated_at': TIMESTAMP,
  'volumes.youtube_url': internal('written by the demo seed only'),
  'playlists.playlist_id': schemaOf(field(playlistSchema, 'playlist', 'playlistId')),
  'playlists.playlist_title': schemaOf(field(playlistSchema, 'playlist', 'playlistTitle')),
  'playlists.description': schemaOf(field(playlistSchema, 'playlist', 'description')),
  'playlists.created_at': TIMESTAMP,
  'playlists.updated_at': TIMESTAMP,
  'videos.video_id': schemaOf(field(playlistSchema, 'playlist', 'items', '*', 'videoId')),
  'videos.title': schemaOf(field(playlistSchema, 'playlist', 'items', '*', 'title')),
  'videos.url': schemaOf(field(playlistSchema, 'playlist', 'items', '*', 'url')),
  'videos.channel_title': schemaOf(field(playlistSchema, 'playlist', 'items', '*', 'channelTitle')),
  'videos.thumbnail': schemaOf(field(playlistSchema, 'playlist', 'items', '*', 'thumbnail')),
  'chapter_files.kind': internal("'main' or 'optional'"),
  'chapter_files.content': {
    kind: 'bytes',
    max: CONTENT_ZIP_ENTRIES.maxEntryBytes,
    why: 'one ZIP entry',
    whole: CHAPTER_FILES,
  },
  'chapter_files.content_hash': HASH,
  'chapter_files.created_at': TIMESTAMP,
  'chapter_files.updated_at': TIMESTAMP,
  'watched_videos.video_id': schemaOf(field(watchSchema, 'watch', 'video_id')),
  'watched_videos.created_at': TIMESTAMP,
  'notes.note_text': schemaOf(field(noteSchema, 'note', 'note_text')),
  'notes.created_at': TIMESTAMP,
  'notes.updated_at': TIMESTAMP,
  // A note's earlier texts: copies of notes.note_text with the times it was saved and replaced.
  'note_versions.note_text': schemaOf(field(noteSchema, 'note', 'note_text')),
  'note_versions.saved_at': TIMESTAMP,
  'note_versions.replaced_at': TIMESTAMP,
  'themes.title': schemaOf(field(temaSchema, 'tema', 'title')),
  // The title folded for comparison (lower case, no accents: see its migration 20261123003100).
  'themes.title_key': schemaOf(field(temaSchema, 'tema', 'title')),
  'themes.content': {
    kind: 'bytes',
    max: CONTENT_ZIP_ENTRIES.maxEntryBytes,
    why: 'one ZIP entry',
    whole: [temaSchema],
  },
  'themes.content_hash': HASH,
  'content_translations.kind': internal('a translatable kind (schemas/src/translations/translatable.ts)'),
  'content_translations.item_key': schemaOf(field(translationBodySchema, 'translation', 'key')),
  'content_translations.lang': internal('a translation language, validated by the body schema'),
  'content_translations.content': { kind: 'bytes', max: JSON_BODY_LIMIT, why: 'one JSON body' },
  'content_translations.content_hash': HASH,
  'content_translations.source_hash': HASH,
  'content_translations.created_at': TIMESTAMP,
  'content_translations.updated_at': TIMESTAMP,
  // Reading paths and members' progress on them (migration 20261128110000).
  'reading_paths.id': schemaOf(field(pathSchema, 'path', 'id')),
  'reading_paths.content': { kind: 'bytes', max: JSON_BODY_LIMIT, why: 'one JSON body', whole: [pathSchema] },
  'reading_paths.content_hash': HASH,
  'reading_paths.created_at': TIMESTAMP,
  'reading_paths.updated_at': TIMESTAMP,
  'member_paths.path_id': internal('the id of a published path, found before it is written'),
  'member_paths.state': internal("'active', 'paused' or 'left'"),
  'member_paths.start_date': internal('a date validated as YYYY-MM-DD'),
  'member_paths.joined_at': TIMESTAMP,
  'member_paths.updated_at': TIMESTAMP,
  'path_day_marks.path_id': internal('the id of a published path, found before it is written'),
  'path_day_marks.done_at': TIMESTAMP,
  'path_day_marks.how': internal("'marked' or 'watched'"),
  'devotional_days.local_date': internal('a date (YYYY-MM-DD) computed by the server'),
  'devotional_days.created_at': TIMESTAMP,
  'member_preferences.time_zone': internal(
    'an IANA zone the server knows (Intl), at most 64 characters by its schema',
  ),
  'member_preferences.updated_at': TIMESTAMP,
  'themes.created_at': TIMESTAMP,
  'themes.updated_at': TIMESTAMP,
  'gospel_entries.date': internal('a date validated as YYYY-MM-DD'),
  'gospel_entries.content': {
    kind: 'bytes',
    max: GOSPEL_FILE_MAX_BYTES,
    why: 'one uploaded JSON file',
    whole: GOSPEL_FILES,
  },
  'gospel_entries.content_hash': HASH,
  'gospel_entries.created_at': TIMESTAMP,
  'gospel_entries.updated_at': TIMESTAMP,
  'gospel_views.date': internal('a date validated as YYYY-MM-DD'),
  'audit_log.actor_name': {
    kind: 'chars',
    max: AUDIT_COLUMN_LIMITS.actor_name,
    why: 'cut by the audit service',
  },
  'audit_log.action': { kind: 'chars', max: AUDIT_COLUMN_LIMITS.action, why: 'cut by the audit service' },
  'audit_log.target': { kind: 'chars', max: AUDIT_COLUMN_LIMITS.target, why: 'cut by the audit service' },
  'audit_log.details': {
    kind: 'bytes',
    max: AUDIT_COLUMN_LIMITS.detailsBytes,
    why: 'cut by the audit service',
  },
  'audit_log.created_at': TIMESTAMP,
  'throttle_counters.bucket': internal('a limiter key built by the login limiter from validated fields'),
  'rate_limits.key': internal('a limiter key: a short prefix and a sha256 (see its migration)'),
  'cache_generations.name': internal('a generation name from the server code'),
  'reading_positions.updated_at': TIMESTAMP,
  'knex_migrations.name': internal("knex's own"),
  // Chapter identity: keys the server assigns, and the playlist's own fields copied.
  'chapters.chapter_key': CHAPTER_KEY,
  'chapters.video_id': schemaOf(field(playlistSchema, 'playlist', 'items', '*', 'videoId')),
  'chapters.title': schemaOf(field(playlistSchema, 'playlist', 'items', '*', 'title')),
  'chapters.explicit_key': schemaOf(field(playlistSchema, 'playlist', 'items', '*', 'key')),
  'chapters.updated_at': TIMESTAMP,
  'videos.chapter_key': CHAPTER_KEY,
  'notes.chapter_key': CHAPTER_KEY,
  'note_versions.chapter_key': CHAPTER_KEY,
  'watched_videos.chapter_key': CHAPTER_KEY,
  'reading_positions.chapter_key': CHAPTER_KEY,
  // The scripture index: keys, hashes and references the server derives from validated content.
  'scripture_sources.source_key': SCRIPTURE,
  'scripture_sources.parsed_hash': SCRIPTURE,
  'scripture_sources.updated_at': TIMESTAMP,
  'scripture_ranges.source_key': SCRIPTURE,
  'scripture_ranges.kind': SCRIPTURE,
  'scripture_ranges.gospel_date': internal('a date validated as YYYY-MM-DD'),
  'scripture_ranges.pointer': SCRIPTURE,
  // The references as written in the content (capped like the parser's input).
  'scripture_ranges.reference': schemaOf(
    field(optionalChapterSchema, 'optional chapter', 'new_testament', '*', 'reference'),
    field(gospelEntrySchema, 'gospel entry', 'gospel', 'reference'),
    field(gospelEntrySchema, 'gospel entry', 'en', 'gospel', 'reference'),
    // (the gospel upload is a list of gospel entries: its items are the entry schema, by $ref)
  ),
  'scripture_ranges.osis': SCRIPTURE,
  // Revisions of published content (migration 20261124001000).
  'revisions.created_at': TIMESTAMP,
  'revisions.actor_name': { kind: 'chars', max: 254, why: 'cut by the revision store like the audit log' },
  'revisions.action': { kind: 'chars', max: 64, why: 'cut by the revision store' },
  'revisions.kind': internal('a content kind from the server code'),
  'revisions.item_key': { kind: 'chars', max: 200, why: 'cut by the revision store' },
  'revisions.summary': { kind: 'chars', max: 500, why: 'cut by the revision store' },
  'revision_items.kind': internal('a content kind from the server code'),
  'revision_items.item_key': internal('a date, a volume, a chapter key or a theme title key (200 at most)'),
  'revision_items.before_hash': HASH,
  'revision_items.after_hash': HASH,
  'revision_contents.hash': HASH,
  'revision_contents.content': internal('stored content as JSON text (longtext: any stored item fits)'),
  // Reminders (migrations 20261128120000–20261128120300).
  'reminder_preferences.time_zone': schemaOf(
    field(reminderPreferencesSchema, 'reminder preferences', 'time_zone'),
  ),
  'reminder_preferences.language': internal("'en' or 'es'"),
  'reminder_preferences.quiet_start': schemaOf(
    field(reminderPreferencesSchema, 'reminder preferences', 'quiet_hours', 'start'),
  ),
  'reminder_preferences.quiet_end': schemaOf(
    field(reminderPreferencesSchema, 'reminder preferences', 'quiet_hours', 'end'),
  ),
  'reminder_preferences.push_time': schemaOf(
    field(reminderPreferencesSchema, 'reminder preferences', 'push', 'time'),
  ),
  'reminder_preferences.email_time': schemaOf(
    field(reminderPreferencesSchema, 'reminder preferences', 'email', 'time'),
  ),
  'reminder_preferences.email_frequency': internal("'daily' or 'weekly'"),
  'reminder_preferences.updated_at': TIMESTAMP,
  'push_subscriptions.endpoint': schemaOf(field(pushSubscriptionSchema, 'push subscription', 'endpoint')),
  'push_subscriptions.endpoint_hash': HASH,
  'push_subscriptions.p256dh': schemaOf(field(pushSubscriptionSchema, 'push subscription', 'keys', 'p256dh')),
  'push_subscriptions.auth': schemaOf(field(pushSubscriptionSchema, 'push subscription', 'keys', 'auth')),
  'push_subscriptions.label': { kind: 'chars', max: 100, why: 'cut by deviceLabel (push-subscriptions.ts)' },
  'push_subscriptions.language': internal("'en' or 'es'"),
  'push_subscriptions.created_at': TIMESTAMP,
  'reminder_sends.channel': internal("'push' or 'email'"),
  'reminder_sends.local_date': internal('a date written by the scheduler as YYYY-MM-DD'),
  'reminder_sends.claim': internal('32 hex digits made by the scheduler'),
  'reminder_sends.status': internal("'sending', 'sent' or 'failed'"),
  'reminder_sends.claimed_at': TIMESTAMP,
  'server_keys.name': internal('a key name from the server code'),
  'server_keys.value': internal('a VAPID key pair as JSON (about 150 characters)'),
  'server_keys.created_at': TIMESTAMP,
};

/** The maxLength at `path` in a JSON schema (following `properties` and `items`), or undefined. */
export function maxLengthAt(schema: object, path: string[]): number | undefined {
  let node = schema as Record<string, unknown> | undefined;
  for (const step of path) {
    if (!node) return undefined;
    node =
      step === '*'
        ? (node.items as Record<string, unknown> | undefined)
        : ((node.properties as Record<string, unknown> | undefined)?.[step] as
            Record<string, unknown> | undefined);
  }
  return typeof node?.maxLength === 'number' ? node.maxLength : undefined;
}

/** Bytes a string of `chars` characters may take in UTF-8 (utf8mb4: up to 4 per character). */
export const utf8Bytes = (chars: number) => chars * 4;

/** One string of a schema: its path ('*' for array items) and its schema node. */
export interface StringLeaf {
  path: string[];
  node: Record<string, unknown>;
}

/**
 * Every string a document of `schema` can hold, following `properties`, `items`, `anyOf`/`oneOf`/
 * `allOf` branches and `$ref`s (by $id, among `byId`).
 */
export function stringLeaves(schema: object, byId: ReadonlyMap<string, object>): StringLeaf[] {
  const leaves: StringLeaf[] = [];
  const visit = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    if (typeof n.$ref === 'string') {
      const target = byId.get(n.$ref);
      if (!target) throw new Error(`unknown $ref ${n.$ref} at ${path.join('.')}`);
      visit(target, path);
    }
    const types = Array.isArray(n.type) ? n.type : [n.type];
    if (types.includes('string')) leaves.push({ path, node: n });
    for (const [name, child] of Object.entries((n.properties as object | undefined) ?? {}))
      visit(child, [...path, name]);
    if (n.items) visit(n.items, [...path, '*']);
    for (const key of ['anyOf', 'oneOf', 'allOf'])
      for (const branch of (n[key] as unknown[] | undefined) ?? []) visit(branch, path);
  };
  visit(schema, []);
  return leaves;
}

/** Formats whose every value is short (a date: 10 characters). */
const BOUNDED_FORMATS = new Set(['date']);

/** True when the schema itself bounds the string: a maxLength, a list of values or a short format. */
export const isBounded = (leaf: StringLeaf): boolean =>
  typeof leaf.node.maxLength === 'number' ||
  Array.isArray(leaf.node.enum) ||
  'const' in leaf.node ||
  BOUNDED_FORMATS.has(leaf.node.format as string);
