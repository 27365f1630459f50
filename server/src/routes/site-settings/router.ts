import { Router, type RequestHandler } from 'express';
import { withImageDefaults } from '@camino/schemas/image-config';
import { prepareJson, type PreparedResponse } from '../../http/prepared-response';
import { PRIVATE_REVALIDATE, PUBLIC_REVALIDATE, serveCached } from '../../http/cached-answer';
import type { SettingsService } from '../../services/settings-service';
import type { RouterDeps } from '../router-deps';

const HIDDEN_NEWS = { enabled: false, title: '', description: '' };

/** Public reads of the site's settings: news, featured image, buttons, About, email validation. */
export function createSiteSettingsRouter({ services, access, cache }: RouterDeps): Router {
  const { settings } = services;

  /** A public answer built from the settings, kept in the cache under `key`. */
  const cachedPublic =
    (key: string, build: (s: SettingsService) => Promise<unknown>): RequestHandler =>
    (req, res) =>
      serveCached(req, res, {
        cache,
        key,
        load: async () => prepareJson(await build(settings)),
        cacheControl: PUBLIC_REVALIDATE,
      });

  // The private block is for members only: anonymous callers get it disabled and empty. The
  // two answers are cached apart; the members' one is never kept by a shared cache, and the
  // answer varies with the Authorization header.
  const getNews: RequestHandler = (req, res) => {
    const member = Boolean(req.auth);
    res.vary('Authorization');
    const load = async (): Promise<PreparedResponse> => {
      const news = await settings.get('news');
      return prepareJson({ public: news.public, private: member ? news.private : HIDDEN_NEWS });
    };
    return serveCached(req, res, {
      cache,
      key: member ? 'news:member' : 'news:public',
      load,
      cacheControl: member ? PRIVATE_REVALIDATE : PUBLIC_REVALIDATE,
    });
  };

  const router = Router();
  router.get('/news-config', access.optionalMember, getNews);
  router.get(
    '/image-config',
    access.publicAccess,
    cachedPublic('image', async (s) => ({ featuredImage: withImageDefaults(await s.get('image')) })),
  );
  router.get(
    '/evangelio-button-config',
    access.publicAccess,
    cachedPublic('evangelio_button', async (s) => ({ enabled: (await s.get('evangelio_button')).enabled })),
  );
  router.get(
    '/topics-button-config',
    access.publicAccess,
    cachedPublic('topics_button', async (s) => ({ enabled: (await s.get('topics_button')).enabled })),
  );
  router.get(
    '/about',
    access.publicAccess,
    cachedPublic('about', async (s) => ({ content: (await s.get('about')).content })),
  );
  router.get(
    '/email-validation-status',
    access.publicAccess,
    cachedPublic('email_validation', async (s) => ({
      email_validation_enabled: (await s.get('email_validation')).enabled,
    })),
  );
  return router;
}
