import { coded } from '@camino/schemas/messages/render-problem';
import type { RequestHandler } from 'express';
import type { ApiResponse } from '@camino/schemas/api/routes';
import type { Language } from '@camino/schemas/languages';
import { paramError } from '../../lib/params';
import { PUBLIC_REVALIDATE, serveCached } from '../../http/cached-answer';
import { prepareJson } from '../../http/prepared-response';
import type { RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';

/** Longest reference text accepted (as the contract's query schema says). */
const REF_MAX = 200;

/** `?ref=` as typed: required, one value, at most REF_MAX characters. */
function refParam(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text || text.length > REF_MAX) {
    throw paramError('ref', coded('length_range', { max: REF_MAX }));
  }
  return text;
}

/** `?lang=en|es`; English when absent. */
function langParam(value: unknown): Language {
  if (value === undefined || value === '' || value === 'en') return 'en';
  if (value === 'es') return 'es';
  throw paramError('lang', coded('lang_param'));
}

/** Where a passage is taught: public (chapter titles only; the chapter text stays member-only). */
export function scriptureHandlers({ services, cache }: RouterDeps) {
  const getScripture: RequestHandler = (req, res) => {
    const ref = refParam(req.query.ref);
    const lang = langParam(req.query.lang);
    return serveCached(req, res, {
      cache,
      key: `scripture:${lang}:${ref}`,
      load: async () =>
        prepareJson((await services.scripture.passage(ref, lang)) satisfies ApiResponse<'GET /scripture'>),
      cacheControl: PUBLIC_REVALIDATE,
    });
  };

  return { 'GET /scripture': getScripture } satisfies RouteHandlers;
}
