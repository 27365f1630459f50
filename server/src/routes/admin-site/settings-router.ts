import { problemParam } from '@camino/schemas/problems-i18n';
import { Router, type RequestHandler } from 'express';
import { validateButtonConfig, type ButtonConfig } from '@camino/schemas/button-config';
import { validateImageConfig, withImageDefaults, type ImageConfig } from '@camino/schemas/image-config';
import type { NewsConfig } from '@camino/schemas/news-config';
import { validateNewsConfigBody, type NewsConfigBody } from '@camino/schemas/news-config-body';
import { AppError, message } from '../../errors';
import { validateBody } from '../../middleware/validate';
import type { ApiHandler } from '../api-handler';
import type { RouterDeps } from '../router-deps';
import { blockedImageReason } from '../../services/publishing/image-policy';
import { publishSetting } from './publish-setting';

/**
 * Like validateBody, but a body missing either URL (absent or empty) answers with the panel's
 * Spanish detail; every problem is still listed with its pointer.
 */
const validateImageBody =
  (publicUrl: string): RequestHandler =>
  (req, _res, next) => {
    const result = validateImageConfig(req.body ?? {});
    if (result.ok) {
      // A URL the site's own CSP would block is refused: saved, the image would show broken.
      const reason = blockedImageReason((req.body as ImageConfig).imageUrl, publicUrl);
      if (!reason) return next();
      throw new AppError(
        422,
        'invalid_body',
        message('image_url_invalid', { reason: problemParam(reason) }),
        [{ pointer: '/imageUrl', message: reason }],
      );
    }
    const missingUrl = result.problems.some(
      (p) =>
        (p.pointer === '/imageUrl' || p.pointer === '/clickUrl') &&
        (p.message === 'is required' || p.message === 'must not be empty'),
    );
    throw new AppError(
      422,
      'invalid_body',
      missingUrl ? message('image_urls_required') : undefined,
      result.problems,
    );
  };

/** Only the known fields are stored: request bodies may carry extra properties (ignored). */
const newsBlock = (block: NewsConfig): NewsConfig => ({
  enabled: block.enabled,
  title: block.title,
  description: block.description ?? '',
  ...(block.lang ? { lang: block.lang } : {}),
});

/** The admin side of the site settings: news blocks, featured image and the two home buttons. */
export function createAdminSettingsRouter({ services, access, config }: RouterDeps): Router {
  const { settings } = services;

  const getNews: ApiHandler<'GET /admin/news-config'> = async (_req, res) => {
    res.json(await settings.get('news'));
  };

  // Markdown is stored as written: the reader sanitizes it where it renders it.
  const putNews: ApiHandler<'PUT /admin/news-config'> = async (req, res) => {
    const body = req.body as NewsConfigBody;
    const config = { public: newsBlock(body.public), private: newsBlock(body.private) };
    const { published } = await publishSetting(services, req, {
      key: 'news',
      value: config,
      action: 'settings.news',
      target: 'news',
      details: () => ({ public_enabled: config.public.enabled, private_enabled: config.private.enabled }),
    });
    res.json({ success: true as const, config, ...published });
  };

  const getImage: ApiHandler<'GET /admin/image-config'> = async (_req, res) => {
    res.json({ featuredImage: withImageDefaults(await settings.get('image')) });
  };

  const postImage: ApiHandler<'POST /admin/image-config'> = async (req, res) => {
    const featuredImage = withImageDefaults(req.body as ImageConfig);
    const { published } = await publishSetting(services, req, {
      key: 'image',
      value: featuredImage,
      action: 'settings.image',
      target: 'image',
      details: () => featuredImage,
    });
    res.json({ success: true as const, featuredImage, ...published });
  };

  const getButton =
    (key: 'evangelio_button' | 'topics_button'): ApiHandler<'GET /admin/evangelio-button-config'> =>
    async (_req, res) => {
      const { enabled } = await settings.get(key);
      res.json({ enabled, config: { enabled } });
    };

  const postButton =
    (key: 'evangelio_button' | 'topics_button'): ApiHandler<'POST /admin/evangelio-button-config'> =>
    async (req, res) => {
      const { enabled } = req.body as ButtonConfig;
      const { published } = await publishSetting(services, req, {
        key,
        value: { enabled },
        action: `settings.${key}`,
        target: key,
        details: () => ({ enabled }),
      });
      res.json({ enabled, config: { enabled }, ...published });
    };

  const validButton = validateBody(validateButtonConfig);
  const router = Router();
  router.get('/admin/news-config', access.requireAdmin, getNews);
  router.put('/admin/news-config', access.requireAdmin, validateBody(validateNewsConfigBody), putNews);
  router.get('/admin/image-config', access.requireAdmin, getImage);
  router.post('/admin/image-config', access.requireAdmin, validateImageBody(config.publicUrl), postImage);
  router.get('/admin/evangelio-button-config', access.requireAdmin, getButton('evangelio_button'));
  router.post(
    '/admin/evangelio-button-config',
    access.requireAdmin,
    validButton,
    postButton('evangelio_button'),
  );
  router.get('/admin/topics-button-config', access.requireAdmin, getButton('topics_button'));
  router.post('/admin/topics-button-config', access.requireAdmin, validButton, postButton('topics_button'));
  return router;
}
