import { Router, type RequestHandler } from 'express';
import { volumeParam } from '../../lib/params';
import type { RouterDeps } from '../router-deps';

/** `GET /volumes` (public) and `GET /volumes/{n}/playlist` (members, with where they left off). */
export function createVolumesRouter({ services, access }: RouterDeps): Router {
  const listVolumes: RequestHandler = async (_req, res) => {
    res.json({ volumes: await services.volumes.listVolumes() });
  };

  const getPlaylist: RequestHandler = async (req, res) => {
    const volume = volumeParam(req.params.volume);
    const [playlist, lastChapter] = await Promise.all([
      services.volumes.getPlaylist(volume, req.auth!.id),
      services.readingProgress.lastChapter(req.auth!.id, volume),
    ]);
    res.set('Cache-Control', 'private, no-cache');
    res.json({ ...playlist, last_chapter: lastChapter });
  };

  const router = Router();
  router.get('/volumes', access.publicAccess, listVolumes);
  router.get('/volumes/:volume/playlist', access.requireMember, getPlaylist);
  return router;
}
