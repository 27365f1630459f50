import type { Knex } from 'knex';
import type { AdminAction } from '@camino/schemas/api/admin-actions';
import type { TranslationDetail, TranslationItem } from '@camino/schemas/api/translations';
import { problem } from '@camino/schemas/messages/render-problem';
import type { Language } from '@camino/schemas/languages';
import {
  TRANSLATION_LANGUAGES,
  translationStatus,
  type TranslatableKind,
} from '@camino/schemas/translations/translatable';
import { validateTranslation } from '@camino/schemas/translations/validate-translation';
import { AppError, invalidBody, message, notFound } from '../../errors';
import { isoNow } from '../../lib/clock';
import type { Actor, AuditService } from '../audit-service';
import type { ServiceDeps } from '../deps';
import {
  sourceStamps,
  translationSource,
  type TranslationSource,
} from '../publishing/kinds/translation-sources';
import {
  deleteTranslation,
  readerTranslation,
  storeTranslation,
  translationKey,
  translationOf,
  translationStamps,
  type TranslationId,
} from '../publishing/kinds/translations';
import type { Publishing } from '../publishing/types';

/** How an admin call is made: by whom, and whether only to see what it would change. */
export interface TranslationCall {
  actor: Actor;
  dryRun: boolean;
}

const itemNotFound = (id: TranslationId) => notFound(message('translation_not_found', { ...id }));

/** The source to translate, or 422 when nothing is published under that key. */
async function requireSource(db: Knex | Knex.Transaction, id: TranslationId): Promise<TranslationSource> {
  const source = await translationSource(db, id.kind, id.key);
  if (!source)
    throw new AppError(422, 'invalid_body', undefined, [problem('/key', 'translation_without_source')]);
  return source;
}

/**
 * Translations for admins: where every item stands, one item's source beside its translation, and
 * publishing, confirming and deleting a translation as revisioned changes (dry run, history,
 * revert). Readers get translations through translated-content.ts.
 */
export function createTranslationsService(
  { db, clock }: ServiceDeps,
  publishing: Publishing,
  audit: Pick<AuditService, 'note'>,
) {
  /** Every translatable item with each translation language's status. */
  async function list(): Promise<TranslationItem[]> {
    const [sources, stamps] = await Promise.all([sourceStamps(db), translationStamps(db)]);
    const made = new Map(stamps.map((s) => [translationKey(s), s]));
    return sources.map((source) => ({
      kind: source.kind,
      key: source.key,
      volume: source.volume,
      title: source.title,
      source_hash: source.hash,
      translations: TRANSLATION_LANGUAGES.map((lang) => {
        const stamp = made.get(translationKey({ kind: source.kind, key: source.key, lang }));
        return {
          lang,
          status: translationStatus(source.hash, stamp?.source_hash),
          made_from: stamp?.source_hash ?? null,
          updated_at: stamp?.updated_at ?? null,
        };
      }),
    }));
  }

  /** One item's source and its translation, for the side-by-side editor. */
  async function detail(id: TranslationId): Promise<TranslationDetail> {
    const [source, stored] = await Promise.all([
      translationSource(db, id.kind, id.key),
      translationOf(db, id),
    ]);
    if (!source) throw itemNotFound(id);
    return {
      ...id,
      source: { content: source.document as Record<string, unknown>, hash: source.hash },
      translation: stored
        ? {
            content: stored.content as Record<string, unknown>,
            status: translationStatus(source.hash, stored.source_hash) as 'current' | 'stale',
            made_from: stored.source_hash,
            updated_at: stored.updated_at,
          }
        : null,
    };
  }

  /** Runs one translation's change as a publishing change with its audit row. */
  function change(
    call: TranslationCall,
    id: TranslationId,
    action: AdminAction,
    work: (trx: Knex.Transaction) => Promise<void>,
  ) {
    const key = translationKey(id);
    return publishing.change(
      {
        actor: call.actor,
        action,
        dryRun: call.dryRun,
        main: { kind: 'translation', key },
        audit: audit.note(call.actor, () => ({ action, target: key })),
      },
      async (trx, touch) => {
        await touch('translation', key);
        await work(trx);
      },
    );
  }

  /**
   * Publishes `content` as the item's translation, stamped as made from the source as it is now.
   * 422 with the problems (under /content) when it is not a faithful document of its kind.
   */
  async function save(call: TranslationCall, id: TranslationId, content: unknown) {
    return change(call, id, 'translations.save', async (trx) => {
      const source = await requireSource(trx, id);
      const checked = validateTranslation(id.kind, source.document, content);
      if (!checked.ok)
        throw invalidBody(checked.problems.map((p) => ({ ...p, pointer: `/content${p.pointer}` })));
      await storeTranslation(trx, id, { content, source_hash: source.hash }, isoNow(clock));
    });
  }

  /** Says the stored translation still says what the source now says: re-stamps it with the source's hash. */
  async function confirm(call: TranslationCall, id: TranslationId) {
    return change(call, id, 'translations.confirm', async (trx) => {
      const stored = await translationOf(trx, id);
      if (!stored) throw itemNotFound(id);
      const source = await requireSource(trx, id);
      await storeTranslation(trx, id, { content: stored.content, source_hash: source.hash }, isoNow(clock));
    });
  }

  /** Deletes a translation: readers get the source again, with the fallback label. */
  async function remove(call: TranslationCall, id: TranslationId) {
    return change(call, id, 'translations.delete', async (trx) => {
      if (!(await translationOf(trx, id))) throw itemNotFound(id);
      await deleteTranslation(trx, id);
    });
  }

  /** The stored text of the translation readers in `lang` get, or undefined (they get the source). */
  const forReader = (kind: TranslatableKind, key: string, lang: Language) =>
    readerTranslation(db, kind, key, lang);

  return { list, detail, save, confirm, remove, forReader };
}

export type TranslationsService = ReturnType<typeof createTranslationsService>;
