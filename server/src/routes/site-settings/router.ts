import { Router, type RequestHandler } from 'express';
import { withImageDefaults } from '@camino/schemas/image-config';
import { prepareJson, type PreparedResponse } from '../../http/prepared-response';
import { PRIVATE_REVALIDATE, PUBLIC_REVALIDATE, serveCached } from '../../http/cached-answer';
import type { SettingsService } from '../../services/settings-service';
import type { ApiResponse, ApiRouteKey } from '@camino/schemas/api/routes';
import type { NewsBlock, NewsResponse } from '@camino/schemas/api/site-settings';
import type { RouterDeps } from '../router-deps';

const HIDDEN_NEWS: NewsBlock = { enabled: false, title: '', description: '' };

/** Public reads of the site's settings: news, featured image, buttons, About, email validation. */
export function createSiteSettingsRouter({ services, access, cache }: RouterDeps): Router {
  const { settings } = services;

  /** A public answer built from the settings, kept in the cache under `key`. */
  const cachedPublic =
    <K extends ApiRouteKey>(
      key: string,
      build: (s: SettingsService) => Promise<ApiResponse<K>>,
    ): RequestHandler =>
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
      const body: NewsResponse = { public: news.public, private: member ? news.private : HIDDEN_NEWS };
      return prepareJson(body);
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
    cachedPublic<'GET /image-config'>('image', async (s) => ({
      featuredImage: withImageDefaults(await s.get('image')),
    })),
  );
  router.get(
    '/evangelio-button-config',
    access.publicAccess,
    cachedPublic<'GET /evangelio-button-config'>('evangelio_button', async (s) => ({
      enabled: (await s.get('evangelio_button')).enabled,
    })),
  );
  router.get(
    '/topics-button-config',
    access.publicAccess,
    cachedPublic<'GET /topics-button-config'>('topics_button', async (s) => ({
      enabled: (await s.get('topics_button')).enabled,
    })),
  );
  router.get(
    '/about',
    access.publicAccess,
    cachedPublic<'GET /about'>('about', async (s) => ({ content: (await s.get('about')).content })),
  );
  router.get(
    '/email-validation-status',
    access.publicAccess,
    cachedPublic<'GET /email-validation-status'>('email_validation', async (s) => ({
      email_validation_enabled: (await s.get('email_validation')).enabled,
    })),
  );
  return router;
}
