import type { RequestHandler } from 'express';
import { encodeContent } from '@camino/schemas/content-encoding';
import type { Language } from '@camino/schemas/languages';
import { askedLanguage } from '../../i18n/content-language';
import { chapterIndexParam, volumeParam } from '../../lib/params';
import { PRIVATE_REVALIDATE, serveCached } from '../../http/cached-answer';
import { etagOf, prepareJson } from '../../http/prepared-response';
import type { ChapterKind } from '../../services/chapters-service';
import type { ChapterFileResponse } from '@camino/schemas/api/chapters';
import type { RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';

const cacheKey = (kind: ChapterKind, volume: number, index: number, lang: Language) =>
  `chapter:${kind}:${volume}:${index}:${lang}`;

/** `GET /main-file/{v}/{i}` and `GET /optional-file/{v}/{i}`: chapter content as `encoded_content`. */
export function chaptersHandlers({ services, cache }: RouterDeps) {
  const loader = (kind: ChapterKind, volume: number, index: number, lang: Language) => async () => {
    const file = await services.chapters.get(kind, volume, index, lang);
    const body: ChapterFileResponse = {
      volume,
      index,
      encoded_content: encodeContent(file.content),
      lang: file.lang,
      fallback: file.fallback,
    };
    // The fallback shares the source's hash, though its answer says `fallback`: the ETag tells them apart.
    return prepareJson(body, etagOf(file.fallback ? `${file.hash}-${lang}` : file.hash));
  };

  // Members only, so each browser keeps its own copy and revalidates it every time (private,
  // no-cache); the ETag is the stored content hash.
  const getChapter =
    (kind: ChapterKind): RequestHandler =>
    (req, res) => {
      const volume = volumeParam(req.params.volume);
      const index = chapterIndexParam(req.params.index);
      const lang = askedLanguage(req, res);
      return serveCached(req, res, {
        cache,
        key: cacheKey(kind, volume, index, lang),
        load: loader(kind, volume, index, lang),
        cacheControl: PRIVATE_REVALIDATE,
      });
    };

  return {
    'GET /main-file/:volume/:index': getChapter('main'),
    'GET /optional-file/:volume/:index': getChapter('optional'),
  } satisfies RouteHandlers;
}
