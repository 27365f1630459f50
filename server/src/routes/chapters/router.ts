import { Router, type RequestHandler } from 'express';
import { encodeContent } from '../../lib/content-encoding';
import { clientHasVersion, etagOf } from '../../lib/etag';
import { chapterIndexParam, volumeParam } from '../../lib/params';
import type { ChapterKind } from '../../services/chapters-service';
import type { RouterDeps } from '../router-deps';

/** `GET /main-file/{v}/{i}` and `GET /optional-file/{v}/{i}`: chapter content as `encoded_content`. */
export function createChaptersRouter({ services, access }: RouterDeps): Router {
  const getChapter =
    (kind: ChapterKind): RequestHandler =>
    async (req, res) => {
      const volume = volumeParam(req.params.volume);
      const index = chapterIndexParam(req.params.index);
      // A member's browser revalidates each time (private, no-cache); when it already holds the
      // current version, only the hash is read and the answer is an empty 304.
      res.set('Cache-Control', 'private, no-cache');
      const hash = await services.chapters.hashOf(kind, volume, index);
      if (hash && clientHasVersion(req, etagOf(hash))) {
        res.set('ETag', etagOf(hash)).status(304).end();
        return;
      }
      const file = await services.chapters.get(kind, volume, index);
      res.set('ETag', etagOf(file.hash));
      res.json({ volume, index, encoded_content: encodeContent(file.content) });
    };

  const router = Router();
  router.get('/main-file/:volume/:index', access.requireMember, getChapter('main'));
  router.get('/optional-file/:volume/:index', access.requireMember, getChapter('optional'));
  return router;
}
