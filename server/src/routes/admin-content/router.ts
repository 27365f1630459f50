import type { RouterDeps } from '../router-deps';
import { combineHandlers } from '../mount-routes';
import { adminChaptersHandlers } from './chapters-router';
import { adminPlaylistsHandlers } from './playlists-router';
import { storedChaptersHandlers } from './stored-chapters-router';
import { adminPathsHandlers } from './paths-router';
import { adminTemasHandlers } from './temas-router';

/** The admin content API: playlists, chapter ZIPs, stored chapter files and temas (all admin-only). */
export const adminContentHandlers = (deps: RouterDeps) =>
  combineHandlers(
    adminPlaylistsHandlers(deps),
    adminChaptersHandlers(deps),
    storedChaptersHandlers(deps),
    adminTemasHandlers(deps),
    adminPathsHandlers(deps),
  );
