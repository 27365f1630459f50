import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import {
  emailRequestBody,
  emailValidationToggleResponseSchema,
  forgotPasswordResponseSchema,
  resetPasswordBody,
  resetTokenQuerySchema,
  resetTokenValidResponseSchema,
  verifyEmailBody,
} from './accounts';
import {
  adminChaptersResponseSchema,
  adminPlaylistsResponseSchema,
  chapterDeleteQuerySchema,
  adminTemasResponseSchema,
  chapterUploadReportSchema,
  contentDeleteResponseSchema,
  playlistDeleteResponseSchema,
  playlistUploadResponseSchema,
  temaUploadReportSchema,
  temaVisibilityBody,
  temaVisibilityResponseSchema,
} from './admin-content';
import {
  aboutBody,
  aboutSaveResponseSchema,
  aboutUploadResponseSchema,
  adminButtonResponseSchema,
  buttonConfigBody,
  imageConfigBody,
  imageSaveResponseSchema,
  newsConfigBody,
  newsSaveResponseSchema,
} from './admin-site';
import { adminUsersPageSchema, userRoleBody, userRoleResponseSchema } from './admin-users';
import { auditPageSchema } from './audit';
import { loginBody, loginResponseSchema, registerResponseSchema, registrationBody } from './auth';
import { chapterFileResponseSchema, mainChapterContent, optionalChapterContent } from './chapters';
import { messageResponseSchema, NO_BODY, pageQuerySchema, type SchemaRef } from './common';
import {
  gospelDateQuerySchema,
  gospelDayResponse,
  gospelDeleteBody,
  gospelDeleteQuerySchema,
  gospelDeleteResponseSchema,
  gospelListResponseSchema,
  gospelUploadResponseSchema,
  gospelViewsResponseSchema,
  publicGospelDayResponse,
} from './gospel';
import { healthResponseSchema } from './health';
import {
  noteBody,
  noteHistoryQuerySchema,
  noteHistoryResponseSchema,
  noteResponseSchema,
  noteSaveQuerySchema,
  noteSaveResponseSchema,
  notesListQuerySchema,
  notesListResponseSchema,
  watchBody,
  watchResponseSchema,
} from './member-data';
import {
  aboutResponseSchema,
  buttonStateResponseSchema,
  emailValidationStatusSchema,
  imageConfigResponseSchema,
  newsResponseSchema,
} from './site-settings';
import {
  dryRunQuerySchema,
  zipUploadQuerySchema,
  revertQuerySchema,
  revertResponseSchema,
  revisionDetailSchema,
  revisionsPageSchema,
  revisionsQuerySchema,
} from './revisions';
import { baseQuerySchema, contentItemQuerySchema, contentItemResponseSchema } from './content-bases';
import {
  pushDeviceResponseSchema,
  pushDevicesResponseSchema,
  pushKeyResponseSchema,
  pushSubscriptionBody,
  reminderPreferencesBody,
  remindersResponseSchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
} from './reminders';
import {
  adminPathResponseSchema,
  adminPathSaveResponseSchema,
  adminPathsResponseSchema,
  pathActionBody,
  pathDateQuerySchema,
  pathDayMarkBody,
  pathDetailSchema,
  pathFileBody,
  pathsResponseSchema,
  streakPreferencesBody,
  streakResponseSchema,
} from './reading-paths';
import { scriptureQuerySchema, scriptureResponseSchema } from './scripture';
import { searchQuerySchema, searchResponseSchema } from './search';
import { temaContent, temaResponseSchema, temasResponseSchema } from './temas';
import {
  liturgicalCalendarBody,
  liturgicalCalendarResponseSchema,
  todayQuerySchema,
  todayResponse,
} from './today';
import {
  contentLanguageQuerySchema,
  translationBody,
  translationDetailSchema,
  translationQuerySchema,
  translationRefBody,
  translationSaveResponseSchema,
  translationsResponseSchema,
} from './translations';
import { UPLOAD_RULES, type UploadRule } from './uploads';
import {
  lastChapterBody,
  lastChapterResponseSchema,
  playlistResponseSchema,
  progressResponseSchema,
  volumesResponseSchema,
} from './volumes';

/**
 * Who may call a route: anyone (`public`), anyone with an optional valid token
 * (`optional-member`), any signed-in account (`member`, admins included), or admins only.
 */
export type ApiAccess = 'public' | 'optional-member' | 'member' | 'admin';

/** A schema in the table: one of the contract's own, a reference to another module's, or no body. */
export type ApiSchema = JSONSchema | SchemaRef<unknown> | typeof NO_BODY;

/** One row of the route table. */
export interface ApiRouteSpec {
  access: ApiAccess;
  /** The query parameters, as the server reads them once the strings they travel as are coerced. */
  query?: JSONSchema;
  /** The JSON body. */
  body?: SchemaRef<unknown>;
  /** A multipart upload: one file in the field `file`, its extensions and byte caps. */
  upload?: UploadRule;
  /** The answers a successful call gets, by status; errors all answer apiErrorSchema (error-codes.ts). */
  responses: Partial<Record<200 | 201 | 204 | 304 | 503, ApiSchema>>;
  /** What `encoded_content` of the answer decodes to. */
  content?: SchemaRef<unknown>;
}

// 304 answers a revalidation (If-None-Match) of a cached answer: no body, keep the copy.
const cached = <S extends ApiSchema>(schema: S) => ({ 200: schema, 304: NO_BODY }) as const;
const ok = <S extends ApiSchema>(schema: S) => ({ 200: schema }) as const;
const message = ok(messageResponseSchema);

/**
 * Every route of the API, as Express mounts it under `/api`: `'METHOD /path'` with `:param`s.
 * The server mounts each row in this order (server/src/routes/mount-routes.ts) with its access
 * guard, query validator, upload rule and body validator, and attaches its handler by key: a row without a
 * handler, or a handler without a row, fails to compile. docs/api-reference.md is generated from
 * it (scripts/api-reference.ts). The server's contract test (server/src/test/contract) fails when an
 * answer does not match its schema.
 */
export const API_ROUTES = {
  // Public content
  'GET /volumes': { access: 'public', responses: cached(volumesResponseSchema) },
  'GET /news-config': { access: 'optional-member', responses: cached(newsResponseSchema) },
  'GET /image-config': { access: 'public', responses: cached(imageConfigResponseSchema) },
  'GET /evangelio-button-config': { access: 'public', responses: cached(buttonStateResponseSchema) },
  'GET /topics-button-config': { access: 'public', responses: cached(buttonStateResponseSchema) },
  'GET /about': {
    access: 'public',
    query: contentLanguageQuerySchema,
    responses: cached(aboutResponseSchema),
  },
  'GET /email-validation-status': { access: 'public', responses: cached(emailValidationStatusSchema) },
  'GET /evangelio-del-dia': {
    access: 'public',
    query: gospelDateQuerySchema,
    responses: cached(publicGospelDayResponse),
  },
  'POST /evangelio-views/increment': {
    access: 'optional-member',
    query: gospelDateQuerySchema,
    responses: { 204: NO_BODY },
  },
  // The liturgical day with the Gospel of the Day; a member's token adds their day (`member`).
  'GET /today': {
    access: 'optional-member',
    query: todayQuerySchema,
    responses: cached(todayResponse),
  },
  'GET /health': { access: 'public', responses: { 200: healthResponseSchema, 503: healthResponseSchema } },
  'GET /scripture': {
    access: 'public',
    query: scriptureQuerySchema,
    responses: cached(scriptureResponseSchema),
  },

  // Authentication and account
  'POST /login': { access: 'public', body: loginBody, responses: ok(loginResponseSchema) },
  'POST /register': { access: 'public', body: registrationBody, responses: { 201: registerResponseSchema } },
  'POST /forgot-password': {
    access: 'public',
    body: emailRequestBody,
    responses: ok(forgotPasswordResponseSchema),
  },
  'POST /validate-reset-token': {
    access: 'public',
    query: resetTokenQuerySchema,
    responses: ok(resetTokenValidResponseSchema),
  },
  'POST /reset-password': { access: 'public', body: resetPasswordBody, responses: message },
  'POST /verify-email': { access: 'public', body: verifyEmailBody, responses: message },
  'POST /resend-verification': { access: 'public', body: emailRequestBody, responses: message },

  // Volume content and member data
  'GET /volumes/:volume/playlist': {
    access: 'member',
    query: contentLanguageQuerySchema,
    responses: cached(playlistResponseSchema),
  },
  'GET /main-file/:volume/:index': {
    access: 'member',
    query: contentLanguageQuerySchema,
    responses: cached(chapterFileResponseSchema),
    content: mainChapterContent,
  },
  'GET /optional-file/:volume/:index': {
    access: 'member',
    query: contentLanguageQuerySchema,
    responses: cached(chapterFileResponseSchema),
    content: optionalChapterContent,
  },
  'GET /volumes/progress': {
    access: 'member',
    query: contentLanguageQuerySchema,
    responses: ok(progressResponseSchema),
  },
  'PUT /volumes/:volume/last-chapter': {
    access: 'member',
    body: lastChapterBody,
    responses: ok(lastChapterResponseSchema),
  },
  'POST /videos/watch': { access: 'member', body: watchBody, responses: ok(watchResponseSchema) },
  'GET /notes': { access: 'member', query: notesListQuerySchema, responses: ok(notesListResponseSchema) },
  'GET /notes/history': {
    access: 'member',
    query: noteHistoryQuerySchema,
    responses: ok(noteHistoryResponseSchema),
  },
  'GET /notes/:volume/:index': { access: 'member', responses: ok(noteResponseSchema) },
  // By the chapter's identity, so a note on a chapter no longer published can be deleted too.
  'DELETE /notes/:volume/:chapter_key': { access: 'member', responses: message },
  'POST /notes/save': {
    access: 'member',
    query: noteSaveQuerySchema,
    body: noteBody,
    responses: ok(noteSaveResponseSchema),
  },
  'GET /temas': { access: 'member', query: contentLanguageQuerySchema, responses: ok(temasResponseSchema) },
  'GET /tema/:id': {
    access: 'member',
    query: contentLanguageQuerySchema,
    responses: ok(temaResponseSchema),
    content: temaContent,
  },
  // Reminders: web push and the digest email, each opt-in (docs/reminders.md).
  'GET /reminders': { access: 'member', responses: ok(remindersResponseSchema) },
  'PUT /reminders': {
    access: 'member',
    body: reminderPreferencesBody,
    responses: ok(remindersResponseSchema),
  },
  // The digest's one-click link: the signed token is the only credential (RFC 8058).
  'POST /reminders/unsubscribe': {
    access: 'public',
    query: unsubscribeQuerySchema,
    responses: ok(unsubscribeResponseSchema),
  },
  'GET /push/key': { access: 'public', responses: ok(pushKeyResponseSchema) },
  'GET /push/subscriptions': { access: 'member', responses: ok(pushDevicesResponseSchema) },
  'POST /push/subscriptions': {
    access: 'member',
    body: pushSubscriptionBody,
    responses: ok(pushDeviceResponseSchema),
  },
  'DELETE /push/subscriptions/:id': { access: 'member', responses: message },
  // Reading paths (visitors see them; members follow them) and the streak.
  'GET /paths': { access: 'optional-member', query: pathDateQuerySchema, responses: ok(pathsResponseSchema) },
  'GET /paths/:id': {
    access: 'optional-member',
    query: pathDateQuerySchema,
    responses: ok(pathDetailSchema),
  },
  'PUT /paths/:id/state': { access: 'member', body: pathActionBody, responses: ok(pathDetailSchema) },
  'PUT /paths/:id/days/:day': { access: 'member', body: pathDayMarkBody, responses: ok(pathDetailSchema) },
  'GET /streak': { access: 'member', query: pathDateQuerySchema, responses: ok(streakResponseSchema) },
  'PUT /streak': { access: 'member', body: streakPreferencesBody, responses: ok(streakResponseSchema) },
  'GET /search': { access: 'optional-member', query: searchQuerySchema, responses: ok(searchResponseSchema) },

  // Admin: accounts
  'GET /admin/users': { access: 'admin', query: pageQuerySchema, responses: ok(adminUsersPageSchema) },
  'DELETE /admin/user/:id': { access: 'admin', responses: message },
  'PUT /admin/user/:id/role': {
    access: 'admin',
    body: userRoleBody,
    responses: ok(userRoleResponseSchema),
  },
  'GET /admin/email-validation-status': { access: 'admin', responses: ok(emailValidationStatusSchema) },
  'POST /admin/toggle-email-validation': {
    access: 'admin',
    query: dryRunQuerySchema,
    body: buttonConfigBody,
    responses: ok(emailValidationToggleResponseSchema),
  },
  'GET /admin/audit': { access: 'admin', query: pageQuerySchema, responses: ok(auditPageSchema) },

  // Admin: history of published content
  'GET /admin/revisions': {
    access: 'admin',
    query: revisionsQuerySchema,
    responses: ok(revisionsPageSchema),
  },
  'GET /admin/revisions/:id': { access: 'admin', responses: ok(revisionDetailSchema) },
  // An item as stored now with the base a later write sends back (content-bases.ts).
  'GET /admin/content-item': {
    access: 'admin',
    query: contentItemQuerySchema,
    responses: ok(contentItemResponseSchema),
  },
  'POST /admin/revisions/:id/revert': {
    access: 'admin',
    query: revertQuerySchema,
    responses: ok(revertResponseSchema),
  },

  // Admin: site settings
  'GET /admin/news-config': { access: 'admin', responses: ok(newsResponseSchema) },
  'PUT /admin/news-config': {
    access: 'admin',
    query: dryRunQuerySchema,
    body: newsConfigBody,
    responses: ok(newsSaveResponseSchema),
  },
  'GET /admin/image-config': { access: 'admin', responses: ok(imageConfigResponseSchema) },
  'POST /admin/image-config': {
    access: 'admin',
    query: dryRunQuerySchema,
    body: imageConfigBody,
    responses: ok(imageSaveResponseSchema),
  },
  'GET /admin/evangelio-button-config': { access: 'admin', responses: ok(adminButtonResponseSchema) },
  'POST /admin/evangelio-button-config': {
    access: 'admin',
    query: dryRunQuerySchema,
    body: buttonConfigBody,
    responses: ok(adminButtonResponseSchema),
  },
  'GET /admin/topics-button-config': { access: 'admin', responses: ok(adminButtonResponseSchema) },
  'POST /admin/topics-button-config': {
    access: 'admin',
    query: dryRunQuerySchema,
    body: buttonConfigBody,
    responses: ok(adminButtonResponseSchema),
  },
  'GET /admin/liturgical-calendar': { access: 'admin', responses: ok(liturgicalCalendarResponseSchema) },
  'PUT /admin/liturgical-calendar': {
    access: 'admin',
    query: dryRunQuerySchema,
    body: liturgicalCalendarBody,
    responses: ok(liturgicalCalendarResponseSchema),
  },
  'POST /admin/about': {
    access: 'admin',
    // `base`: 409 stale_base when About changed since that base was read (content-bases.ts).
    query: baseQuerySchema,
    body: aboutBody,
    responses: ok(aboutSaveResponseSchema),
  },
  'POST /admin/about/upload': {
    access: 'admin',
    upload: UPLOAD_RULES.about,
    responses: ok(aboutUploadResponseSchema),
  },

  // Admin: Gospel of the Day
  'POST /admin/evangelios/upload': {
    access: 'admin',
    upload: UPLOAD_RULES.gospel,
    query: dryRunQuerySchema,
    responses: ok(gospelUploadResponseSchema),
  },
  'GET /admin/evangelios': { access: 'admin', responses: ok(gospelListResponseSchema) },
  'GET /admin/evangelios/:date': { access: 'admin', responses: ok(gospelDayResponse) },
  'DELETE /admin/evangelios': {
    access: 'admin',
    query: gospelDeleteQuerySchema,
    body: gospelDeleteBody,
    responses: ok(gospelDeleteResponseSchema),
  },
  'GET /admin/evangelio-views/:date': { access: 'admin', responses: ok(gospelViewsResponseSchema) },

  // Admin: translations
  'GET /admin/translations': { access: 'admin', responses: ok(translationsResponseSchema) },
  'GET /admin/translation': {
    access: 'admin',
    query: translationQuerySchema,
    responses: ok(translationDetailSchema),
  },
  'PUT /admin/translation': {
    access: 'admin',
    query: dryRunQuerySchema,
    body: translationBody,
    responses: ok(translationSaveResponseSchema),
  },
  'POST /admin/translation/confirm': {
    access: 'admin',
    query: dryRunQuerySchema,
    body: translationRefBody,
    responses: ok(translationSaveResponseSchema),
  },
  'DELETE /admin/translation': {
    access: 'admin',
    query: dryRunQuerySchema,
    body: translationRefBody,
    responses: ok(translationSaveResponseSchema),
  },

  // Admin: content
  'GET /admin/playlists': { access: 'admin', responses: ok(adminPlaylistsResponseSchema) },
  'POST /admin/upload-playlist': {
    access: 'admin',
    upload: UPLOAD_RULES.playlist,
    query: dryRunQuerySchema,
    responses: ok(playlistUploadResponseSchema),
  },
  'DELETE /admin/playlists/:volume': {
    access: 'admin',
    query: dryRunQuerySchema,
    responses: ok(playlistDeleteResponseSchema),
  },
  'GET /admin/chapters/:volume': { access: 'admin', responses: ok(adminChaptersResponseSchema) },
  'DELETE /admin/chapters/:volume/:index': {
    access: 'admin',
    query: chapterDeleteQuerySchema,
    responses: ok(contentDeleteResponseSchema),
  },
  'POST /admin/upload-main-files': {
    access: 'admin',
    upload: UPLOAD_RULES.contentZip,
    query: zipUploadQuerySchema,
    responses: ok(chapterUploadReportSchema),
  },
  'POST /admin/upload-optional-files': {
    access: 'admin',
    upload: UPLOAD_RULES.contentZip,
    query: zipUploadQuerySchema,
    responses: ok(chapterUploadReportSchema),
  },
  'POST /admin/upload-temas': {
    access: 'admin',
    upload: UPLOAD_RULES.contentZip,
    query: zipUploadQuerySchema,
    responses: ok(temaUploadReportSchema),
  },
  'GET /admin/temas': { access: 'admin', responses: ok(adminTemasResponseSchema) },
  // One tema, hidden ones too, as the members' route answers it: the quick editor reads it.
  'GET /admin/tema/:id': { access: 'admin', responses: ok(temaResponseSchema), content: temaContent },
  'PUT /admin/tema/:id/visibility': {
    access: 'admin',
    body: temaVisibilityBody,
    query: dryRunQuerySchema,
    responses: ok(temaVisibilityResponseSchema),
  },
  'DELETE /admin/tema/:id': {
    access: 'admin',
    query: dryRunQuerySchema,
    responses: ok(contentDeleteResponseSchema),
  },

  // Admin: reading paths (published like themes: dry run, history, revert)
  'GET /admin/paths': { access: 'admin', responses: ok(adminPathsResponseSchema) },
  'GET /admin/path/:id': { access: 'admin', responses: ok(adminPathResponseSchema), content: pathFileBody },
  'PUT /admin/path': {
    access: 'admin',
    query: dryRunQuerySchema,
    body: pathFileBody,
    responses: ok(adminPathSaveResponseSchema),
  },
  'DELETE /admin/path/:id': {
    access: 'admin',
    query: dryRunQuerySchema,
    responses: ok(adminPathSaveResponseSchema),
  },
} as const satisfies Record<string, ApiRouteSpec>;

/** A route of the API: `'GET /volumes/:volume/playlist'`. */
export type ApiRouteKey = keyof typeof API_ROUTES;

type Routes = typeof API_ROUTES;

/** The TypeScript type a table schema describes (`undefined` for no body). */
export type SchemaType<S> = S extends null
  ? undefined
  : S extends SchemaRef<infer T>
    ? T
    : S extends JSONSchema
      ? FromSchema<S>
      : never;

type Responses<K extends ApiRouteKey> = Routes[K]['responses'];

/** The status of a route's success answer: 201 for a creation, 204 when nothing comes back. */
export type ApiSuccessStatus<K extends ApiRouteKey> = Extract<keyof Responses<K>, 200 | 201 | 204>;

/** The body of a route's success answer: `ApiResponse<'GET /volumes'>` is `VolumesResponse`. */
export type ApiResponse<K extends ApiRouteKey> = SchemaType<
  Responses<K>[ApiSuccessStatus<K> & keyof Responses<K>]
>;

/**
 * A route's query parameters as the server's handlers read them, checked by the row's schema
 * (numbers as numbers; `never` when the route takes none).
 */
export type ApiQuery<K extends ApiRouteKey> = Routes[K] extends { query: infer Q } ? SchemaType<Q> : never;

/** The JSON body a route takes (`never` when it takes none). */
export type ApiBody<K extends ApiRouteKey> = Routes[K] extends { body: infer B } ? SchemaType<B> : never;

/** What the `encoded_content` of a route's answer decodes to. */
export type ApiContent<K extends ApiRouteKey> = Routes[K] extends { content: infer C }
  ? SchemaType<C>
  : never;
