import { coded } from '@camino/schemas/messages/render-problem';
import { SEARCH_KINDS, SEARCH_QUERY_MAX, type SearchKind } from '@camino/schemas/api/search';
import type { Language } from '@camino/schemas/languages';
import { paramError } from '../../lib/params';
import { meterClient } from '../../services/limits/public-meters';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';

/** `?q=`: required, one value, 1 to SEARCH_QUERY_MAX characters once trimmed. */
function queryParam(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text || text.length > SEARCH_QUERY_MAX) {
    throw paramError('q', coded('length_range', { max: SEARCH_QUERY_MAX }));
  }
  return text;
}

/** `?lang=en|es`; English when absent. */
function langParam(value: unknown): Language {
  if (value === undefined || value === '' || value === 'en') return 'en';
  if (value === 'es') return 'es';
  throw paramError('lang', coded('lang_param'));
}

/** `?kind=`: one of the result kinds, or absent for all. */
function kindParam(value: unknown): SearchKind | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string' && (SEARCH_KINDS as readonly string[]).includes(value))
    return value as SearchKind;
  throw paramError('kind', coded('one_of_words', { words: SEARCH_KINDS.join(', ') }));
}

/**
 * `GET /search`: anyone may search; a valid token adds the member-only chapter text and the
 * caller's own notes. Never cached (the answer depends on who asks). Metered per client
 * (LIMITS.search) once the parameters are valid: 429 with Retry-After past it.
 */
export function searchHandlers({ services }: RouterDeps) {
  const search: ApiHandler<'GET /search'> = async (req, res) => {
    const text = queryParam(req.query.q);
    const language = langParam(req.query.lang);
    const kind = kindParam(req.query.kind);
    await services.limits.meters.search(meterClient(req));
    res.json(await services.search.search({ text, language, kind, userId: req.auth?.id }));
  };

  return { 'GET /search': search } satisfies RouteHandlers;
}
