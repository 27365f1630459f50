import type { ApiContent, ApiResponse } from '@camino/schemas/api/routes';
import { apiPath, type ApiParams } from '@camino/schemas/api/paths';
import type { Language } from '@camino/schemas/languages';
import { unwrapContent } from '@camino/schemas/content-encoding';
import { apiAnswer } from './api-client';

/** The routes whose text may come in either language (`?lang=`, answered with `lang` and `fallback`). */
export type ContentRoute =
  | 'GET /volumes/:volume/playlist'
  | 'GET /main-file/:volume/:index'
  | 'GET /optional-file/:volume/:index'
  | 'GET /temas'
  | 'GET /tema/:id'
  | 'GET /about';

/** What every content answer says about its text: its language, and whether that is a fallback. */
export interface ContentVersion {
  lang: Language;
  fallback: boolean;
}

/**
 * A content answer as the reader keeps it: an encoded one has its content decoded under `content`
 * beside the answer's other fields (its `lang` and `fallback` included); any other as sent.
 */
export type ContentAnswer<K extends ContentRoute> = [ApiContent<K>] extends [never]
  ? ApiResponse<K>
  : Omit<ApiResponse<K>, 'encoded_content'> & { content: ApiContent<K> };

/**
 * The SWR key of a content route in a language: the path with its `?lang=`, so each language is
 * cached apart and a language switch asks again instead of showing the other one's text.
 */
export const contentKey = <K extends ContentRoute>(route: K, params: ApiParams<K>, lang: Language): string =>
  apiPath(route, params, { lang });

/** The item a content route names, whatever its language: its path without `?lang=`. */
export const contentItem = <K extends ContentRoute>(route: K, params: ApiParams<K>): string =>
  apiPath(route, params);

/** Fetches a content route in `lang` (the UI language: the server answers the source when it has none). */
export async function getContent<K extends ContentRoute>(
  route: K,
  params: ApiParams<K>,
  lang: Language,
): Promise<ContentAnswer<K>> {
  // Every content route takes `?lang=`; the union of their option types is too wide for the call's.
  const call = apiAnswer as (route: ContentRoute, options: object) => Promise<unknown>;
  const answer = (await call(route, { params, query: { lang } })) as Record<string, unknown>;
  if (!('encoded_content' in answer)) return answer as ContentAnswer<K>;
  const { encoded_content: _encoded, ...rest } = answer;
  return { ...rest, content: unwrapContent(answer) } as ContentAnswer<K>;
}

/**
 * The `lang` attribute content text needs: its own language when the UI around it is in another
 * (a fallback, or the other language's text still shown while a switch loads), else none: it
 * inherits the page's.
 */
export const textLang = (version: ContentVersion | undefined, ui: Language): Language | undefined =>
  version && version.lang !== ui ? version.lang : undefined;
