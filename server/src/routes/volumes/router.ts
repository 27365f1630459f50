import type { RequestHandler } from 'express';
import type { Language } from '@camino/schemas/languages';
import { askedLanguage } from '../../i18n/content-language';
import { volumeParam } from '../../lib/params';
import { prepareJson } from '../../http/prepared-response';
import { PRIVATE_REVALIDATE, PUBLIC_REVALIDATE, serveCached } from '../../http/cached-answer';
import { volumesAnswer } from '../../services/public-answers';
import type { RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';
import { preparePlaylist, type PlaylistTemplate } from './playlist-template';
import { createRenderedPlaylists } from './rendered-playlists';

const playlistKey = (volume: number, lang: Language) => `playlist:${volume}:${lang}`;
const templateSize = (t: PlaylistTemplate) => t.bytes;

/** `GET /volumes` (public) and `GET /volumes/{n}/playlist` (members, with where they left off). */
export function volumesHandlers({ services, cache }: RouterDeps) {
  const listVolumes: RequestHandler = (req, res) =>
    serveCached(req, res, {
      cache,
      key: 'volumes',
      load: async () => prepareJson(await volumesAnswer(services.volumes)),
      cacheControl: PUBLIC_REVALIDATE,
    });

  // The volume's playlist is shared content, kept serialized in the content cache; the member's
  // watched marks and last chapter come from the member-data cache, which every write of theirs
  // empties (at once here, within CACHE_CHECK_MS on other servers), and are spliced in; the
  // result is kept until either changes (rendered-playlists.ts).
  const rendered = createRenderedPlaylists();
  const getPlaylist: RequestHandler = (req, res) => {
    const volume = volumeParam(req.params.volume);
    const userId = req.auth!.id;
    const lang = askedLanguage(req, res);
    return serveCached(req, res, {
      cache,
      key: playlistKey(volume, lang),
      load: async () => preparePlaylist(await services.volumes.getPlaylistContent(volume, lang)),
      size: templateSize,
      // The common case, the member's part cached too, needs no promise.
      present: (template) => {
        const member = services.memberDataCache.peek(userId, volume);
        if (member) return rendered(userId, volume, template, member);
        return services.memberDataCache
          .get(userId, volume)
          .then((m) => rendered(userId, volume, template, m));
      },
      cacheControl: PRIVATE_REVALIDATE,
    });
  };

  return {
    'GET /volumes': listVolumes,
    'GET /volumes/:volume/playlist': getPlaylist,
  } satisfies RouteHandlers;
}
