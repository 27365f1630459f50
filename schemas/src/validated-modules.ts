// The list of schemas that have a precompiled validator: every content file and request body the
// server validates before it stores anything. build-validators.ts compiles them; the server's
// column-size test walks them for strings without a limit.

/**
 * The schema modules that export a validator. Module `x-y.ts` exports its schema as `xYSchema`
 * and gets `generated/x-y.ts`, whose `validate` it wraps with fromPrecompiled.
 */
export const VALIDATED_MODULES = [
  'about',
  'button-config',
  'chapter-info',
  'email-request',
  'gospel-delete-body',
  'gospel-entry',
  'gospel-upload',
  'image-config',
  'last-chapter',
  'liturgical-calendar-config',
  'login',
  'main-chapter',
  'news-config',
  'news-config-body',
  'note',
  'optional-chapter',
  'path',
  'path-action',
  'path-day-mark',
  'playlist',
  'push-subscription',
  'registration',
  'reminder-preferences',
  'reset-password',
  'streak-preferences',
  'tema',
  'tema-visibility',
  'translation-body',
  'translation-ref',
  'user-role',
  'verify-email',
  'watch',
] as const;

/** A module of VALIDATED_MODULES. */
export type ValidatedModule = (typeof VALIDATED_MODULES)[number];

/** The name a module exports its schema under: `x-y.ts` exports `xYSchema`. */
export const schemaExportName = (module: string): string =>
  module.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) + 'Schema';

/**
 * The generated module holding the validator of every query schema of the route table
 * (`generated/api-queries.ts`; api-query-validators.ts wraps them).
 */
export const QUERY_VALIDATORS_MODULE = 'api-queries';

/** The name a query schema's validator is exported under: `…/api/page-query.json` gives `pageQuery`. */
export const queryExportName = (id: string): string =>
  schemaExportName(id.replace(/^.*\/([a-z-]+)\.json$/, '$1')).replace(/Schema$/, '');
