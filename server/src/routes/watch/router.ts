import { Router } from 'express';
import { validateWatch, type WatchBody } from '@camino/schemas/watch';
import { validateBody } from '../../middleware/validate';
import type { ApiHandler } from '../api-handler';
import type { RouterDeps } from '../router-deps';

/** `POST /videos/watch`: flips the caller's watched mark on one video and answers the new state. */
export function createWatchRouter({ services, access }: RouterDeps): Router {
  const toggle: ApiHandler<'POST /videos/watch'> = async (req, res) => {
    const { video_id, volume_number, chapter_key } = req.body as WatchBody;
    const watched = await services.memberData.toggleWatched(
      req.auth!.id,
      volume_number,
      video_id,
      chapter_key,
    );
    res.json({ watched });
  };

  const router = Router();
  router.post('/videos/watch', access.requireMember, validateBody(validateWatch), toggle);
  return router;
}
