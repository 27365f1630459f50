import { Router, type RequestHandler } from 'express';
import { encodeContent } from '../../lib/content-encoding';
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
      const file = await services.chapters.get(kind, volume, index);
      res.set('Cache-Control', 'private, no-cache');
      res.json({ volume, index, encoded_content: encodeContent(file.content) });
    };

  const router = Router();
  router.get('/main-file/:volume/:index', access.requireMember, getChapter('main'));
  router.get('/optional-file/:volume/:index', access.requireMember, getChapter('optional'));
  return router;
}
