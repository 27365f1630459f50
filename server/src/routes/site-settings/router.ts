import type { RequestHandler } from 'express';
import { askedLanguage } from '../../i18n/content-language';
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
import type { RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';

/** Public reads of the site's settings: news, featured image, buttons, About, email validation. */
export function siteSettingsHandlers({ services, cache }: RouterDeps) {
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

  const getAbout: RequestHandler = (req, res) => {
    const lang = askedLanguage(req, res);
    return serveCached(req, res, {
      cache,
      key: `about:${lang}`,
      load: async () => prepareJson(await aboutAnswer(settings, services.translations, lang)),
      cacheControl: PUBLIC_REVALIDATE,
    });
  };

  return {
    'GET /news-config': getNews,
    'GET /image-config': cachedPublic<'GET /image-config'>('image', imageAnswer),
    'GET /evangelio-button-config': cachedPublic<'GET /evangelio-button-config'>('evangelio_button', (s) =>
      buttonAnswer(s, 'evangelio_button'),
    ),
    'GET /topics-button-config': cachedPublic<'GET /topics-button-config'>('topics_button', (s) =>
      buttonAnswer(s, 'topics_button'),
    ),
    'GET /about': getAbout,
    'GET /email-validation-status': cachedPublic<'GET /email-validation-status'>(
      'email_validation',
      emailValidationAnswer,
    ),
  } satisfies RouteHandlers;
}
