import { Router } from 'express';
import type { RouterDeps } from '../router-deps';
import { createAdminChaptersRouter } from './chapters-router';
import { createAdminPlaylistsRouter } from './playlists-router';
import { createStoredChaptersRouter } from './stored-chapters-router';
import { createAdminTemasRouter } from './temas-router';

/**
 * The admin content API: playlists, chapter ZIPs and temas. Every route is admin-only, and the
 * guard runs before any upload body is read, so an anonymous upload is refused unbuffered.
 */
export function createAdminContentRouter(deps: RouterDeps): Router {
  const router = Router();
  router.use(createAdminPlaylistsRouter(deps));
  router.use(createAdminChaptersRouter(deps));
  router.use(createStoredChaptersRouter(deps));
  router.use(createAdminTemasRouter(deps));
  return router;
}
