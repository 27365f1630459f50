import { Router, type RequestHandler } from 'express';
import { prepareJson, type PreparedResponse } from '../../http/prepared-response';
import { PRIVATE_REVALIDATE, PUBLIC_REVALIDATE, serveCached } from '../../http/cached-answer';
import {
  aboutAnswer,
  buttonAnswer,
  emailValidationAnswer,
  imageAnswer,
  newsAnswer,
} from '../../services/public-answers';
import type { SettingsService } from '../../services/settings-service';
import type { ApiResponse, ApiRouteKey } from '@camino/schemas/api/routes';
import type { RouterDeps } from '../router-deps';

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
    const load = async (): Promise<PreparedResponse> => prepareJson(await newsAnswer(settings, member));
    return serveCached(req, res, {
      cache,
      key: member ? 'news:member' : 'news:public',
      load,
      cacheControl: member ? PRIVATE_REVALIDATE : PUBLIC_REVALIDATE,
    });
  };

  const router = Router();
  router.get('/news-config', access.optionalMember, getNews);
  router.get('/image-config', access.publicAccess, cachedPublic<'GET /image-config'>('image', imageAnswer));
  router.get(
    '/evangelio-button-config',
    access.publicAccess,
    cachedPublic<'GET /evangelio-button-config'>('evangelio_button', (s) =>
      buttonAnswer(s, 'evangelio_button'),
    ),
  );
  router.get(
    '/topics-button-config',
    access.publicAccess,
    cachedPublic<'GET /topics-button-config'>('topics_button', (s) => buttonAnswer(s, 'topics_button')),
  );
  router.get('/about', access.publicAccess, cachedPublic<'GET /about'>('about', aboutAnswer));
  router.get(
    '/email-validation-status',
    access.publicAccess,
    cachedPublic<'GET /email-validation-status'>('email_validation', emailValidationAnswer),
  );
  return router;
}
