import { Router, type Request, type RequestHandler, type Response } from 'express';
import { encodeContent } from '@camino/schemas/content-encoding';
import { clientHasVersion, etagOf } from '../../http/etag';
import { chapterIndexParam, volumeParam } from '../../lib/params';
import { prepareJson, preparedSize, sendPrepared, type PreparedResponse } from '../../http/prepared-response';
import { PRIVATE_REVALIDATE } from '../../http/cached-answer';
import type { ChapterKind } from '../../services/chapters-service';
import type { RouterDeps } from '../router-deps';

const cacheKey = (kind: ChapterKind, volume: number, index: number) => `chapter:${kind}:${volume}:${index}`;

/** `GET /main-file/{v}/{i}` and `GET /optional-file/{v}/{i}`: chapter content as `encoded_content`. */
export function createChaptersRouter({ services, access, cache }: RouterDeps): Router {
  const loader = (kind: ChapterKind, volume: number, index: number) => async () => {
    const file = await services.chapters.get(kind, volume, index);
    return prepareJson({ volume, index, encoded_content: encodeContent(file.content) }, etagOf(file.hash));
  };

  // Members only, so each browser keeps its own copy and revalidates it every time (private,
  // no-cache). A revalidation is answered from the stored hash, read on its own: a 304 needs no
  // content, and the cache is never trusted to confirm a version.
  async function revalidate(req: Request, res: Response, kind: ChapterKind, volume: number, index: number) {
    const key = cacheKey(kind, volume, index);
    const load = loader(kind, volume, index);
    const hash = await services.chapters.hashOf(kind, volume, index);
    if (hash && clientHasVersion(req, etagOf(hash))) {
      res.set('Cache-Control', PRIVATE_REVALIDATE).set('ETag', etagOf(hash)).status(304).end();
      return;
    }
    let prepared = await cache.get(key, load, preparedSize);
    if (hash && prepared.etag !== etagOf(hash)) {
      cache.drop(key); // changed through another server since it was cached
      prepared = await cache.get(key, load, preparedSize);
    }
    sendPrepared(req, res, prepared, PRIVATE_REVALIDATE);
  }

  async function serveLoaded(req: Request, res: Response, kind: ChapterKind, volume: number, index: number) {
    const prepared = await cache.get(
      cacheKey(kind, volume, index),
      loader(kind, volume, index),
      preparedSize,
    );
    sendPrepared(req, res, prepared, PRIVATE_REVALIDATE);
  }

  const getChapter =
    (kind: ChapterKind): RequestHandler =>
    (req, res) => {
      const volume = volumeParam(req.params.volume);
      const index = chapterIndexParam(req.params.index);
      if (req.headers['if-none-match'] !== undefined) return revalidate(req, res, kind, volume, index);
      // The common case, cached with no check due, is answered without a promise.
      const hit = cache.peek<PreparedResponse>(cacheKey(kind, volume, index));
      if (hit) return sendPrepared(req, res, hit, PRIVATE_REVALIDATE);
      return serveLoaded(req, res, kind, volume, index);
    };

  const router = Router();
  router.get('/main-file/:volume/:index', access.requireMember, getChapter('main'));
  router.get('/optional-file/:volume/:index', access.requireMember, getChapter('optional'));
  return router;
}
