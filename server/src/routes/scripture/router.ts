import type { ApiResponse } from '@camino/schemas/api/routes';
import { PUBLIC_REVALIDATE, serveCached } from '../../http/cached-answer';
import { prepareJson } from '../../http/prepared-response';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';

/** Where a passage is taught: public (chapter titles only; the chapter text stays member-only). */
export function scriptureHandlers({ services, cache }: RouterDeps) {
  const getScripture: ApiHandler<'GET /scripture'> = (req, res) => {
    // Whether the reference names a passage is the service's to say: JSON Schema cannot parse it.
    const { lang = 'en' } = res.locals.query;
    const ref = res.locals.query.ref.trim();
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
