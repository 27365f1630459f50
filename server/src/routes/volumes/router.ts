import { Router, type Request, type RequestHandler, type Response } from 'express';
import { volumeParam } from '../../lib/params';
import { prepareJson, sendBuilt } from '../../http/prepared-response';
import { PRIVATE_REVALIDATE, PUBLIC_REVALIDATE, serveCached } from '../../http/cached-answer';
import type { RouterDeps } from '../router-deps';
import { preparePlaylist, renderPlaylist, type PlaylistTemplate } from './playlist-template';

const playlistKey = (volume: number) => `playlist:${volume}`;
const templateSize = (t: PlaylistTemplate) => t.bytes;

/** `GET /volumes` (public) and `GET /volumes/{n}/playlist` (members, with where they left off). */
export function createVolumesRouter({ services, access, cache }: RouterDeps): Router {
  const listVolumes: RequestHandler = (req, res) =>
    serveCached(
      req,
      res,
      cache,
      'volumes',
      async () => prepareJson({ volumes: await services.volumes.listVolumes() }),
      PUBLIC_REVALIDATE,
    );

  // The volume's playlist is shared content, kept serialized in the content cache; the member's
  // watched marks and last chapter come from the member-data cache, which every write of theirs
  // empties (at once here, within CACHE_CHECK_MS on other servers), and are spliced in.
  const getPlaylist: RequestHandler = (req, res) => {
    const volume = volumeParam(req.params.volume);
    const userId = req.auth!.id;
    // The common case (both cached, no check due, no revalidation) needs no promise.
    if (req.headers['if-none-match'] === undefined) {
      const template = cache.peek<PlaylistTemplate>(playlistKey(volume));
      const member = template && services.memberDataCache.peek(userId, volume);
      if (member) {
        const { body, etag } = renderPlaylist(template!, member);
        return sendBuilt(req, res, body, etag, PRIVATE_REVALIDATE);
      }
    }
    return serveLoaded(req, res, volume, userId);
  };

  async function serveLoaded(req: Request, res: Response, volume: number, userId: number) {
    const key = playlistKey(volume);
    const load = async () => preparePlaylist(await services.volumes.getPlaylistContent(volume));
    let template = await cache.get(key, load, templateSize);
    // Before a possible 304 the content generation is read afresh (the guard has already read the
    // member's and the account's), so an old ETag never gets confirmed.
    if (req.headers['if-none-match'] !== undefined && !(await cache.confirmCurrent())) {
      template = await cache.get(key, load, templateSize);
    }
    const member = await services.memberDataCache.get(userId, volume);
    const { body, etag } = renderPlaylist(template, member);
    await sendBuilt(req, res, body, etag, PRIVATE_REVALIDATE);
  }

  const router = Router();
  router.get('/volumes', access.publicAccess, listVolumes);
  router.get('/volumes/:volume/playlist', access.requireMember, getPlaylist);
  return router;
}
