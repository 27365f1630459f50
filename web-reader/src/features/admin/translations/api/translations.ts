import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import type { TranslationBody } from '@camino/schemas/translation-body';
import type { TranslationRef } from '@camino/schemas/translation-ref';
import { apiCall } from '../../../../lib/api-client';

const dryRunQuery = (dryRun: boolean) => (dryRun ? { query: { dry_run: '1' as const } } : {});

/** The list's SWR key: a save, confirm or delete reloads it so the item's badge follows. */
export const translationsKey = apiPath('GET /admin/translations', {});

/** GET /admin/translations: every translatable item and where its translations stand. */
export function useTranslationsList() {
  return useSWR(translationsKey, () => apiCall('GET /admin/translations'));
}

/** GET /admin/translation: one item's source beside its translation, for the editor. */
export function useTranslationDetail(ref: TranslationRef) {
  return useSWR(
    apiPath('GET /admin/translation', {}, ref),
    () => apiCall('GET /admin/translation', { query: ref }),
    {
      // The editor holds unsaved text: a refocus must not swap the stored version under it.
      revalidateOnFocus: false,
    },
  );
}

/** PUT /admin/translation: publishes a translation; with `dryRun` only says what would change. */
export const saveTranslation = (body: TranslationBody, dryRun = false) =>
  apiCall('PUT /admin/translation', { body, ...dryRunQuery(dryRun) });

/** POST /admin/translation/confirm: the translation still says what the changed source says. */
export const confirmTranslation = (ref: TranslationRef, dryRun = false) =>
  apiCall('POST /admin/translation/confirm', { body: ref, ...dryRunQuery(dryRun) });

/** DELETE /admin/translation: readers get the source again, marked as such. */
export const deleteTranslation = (ref: TranslationRef, dryRun = false) =>
  apiCall('DELETE /admin/translation', { body: ref, ...dryRunQuery(dryRun) });
