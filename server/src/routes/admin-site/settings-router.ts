import type { RequestHandler } from 'express';
import type { ButtonConfig } from '@camino/schemas/button-config';
import { validateImageConfig, withImageDefaults, type ImageConfig } from '@camino/schemas/image-config';
import { storedNewsBlock } from '@camino/schemas/news-config';
import type { NewsConfigBody } from '@camino/schemas/news-config-body';
import { AppError, message } from '../../errors';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import { problemAt, problemParam } from '@camino/schemas/messages/render-problem';
import type { RouterDeps } from '../router-deps';
import { blockedImageReason } from '../../services/publishing/image-policy';
import { publishSetting } from './publish-setting';
import { isDryRun } from '../../services/publishing/dry-run';

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
        [problemAt('/imageUrl', reason)],
      );
    }
    const missingUrl = result.problems.some(
      (p) =>
        (p.pointer === '/imageUrl' || p.pointer === '/clickUrl') &&
        (p.code === 'required' || p.code === 'not_empty'),
    );
    throw new AppError(
      422,
      'invalid_body',
      missingUrl ? message('image_urls_required') : undefined,
      result.problems,
    );
  };

/** The admin side of the site settings: news blocks, featured image and the two home buttons. */
export function adminSettingsHandlers({ services, config }: RouterDeps) {
  const { settings } = services;

  const getNews: ApiHandler<'GET /admin/news-config'> = async (_req, res) => {
    res.json(await settings.get('news'));
  };

  // Markdown is stored as written: the reader sanitizes it where it renders it.
  const putNews: ApiHandler<'PUT /admin/news-config'> = async (req, res) => {
    const body = req.body as NewsConfigBody;
    const config = { public: storedNewsBlock(body.public), private: storedNewsBlock(body.private) };
    const { published } = await publishSetting(
      services,
      { actor: req.auth!, dryRun: isDryRun(res.locals.query) },
      {
        key: 'news',
        value: config,
        action: 'settings.news',
        target: 'news',
        details: () => ({ public_enabled: config.public.enabled, private_enabled: config.private.enabled }),
      },
    );
    res.json({ success: true as const, config, ...published });
  };

  const getImage: ApiHandler<'GET /admin/image-config'> = async (_req, res) => {
    res.json({ featuredImage: withImageDefaults(await settings.get('image')) });
  };

  const postImage: ApiHandler<'POST /admin/image-config'> = async (req, res) => {
    const featuredImage = withImageDefaults(req.body as ImageConfig);
    const { published } = await publishSetting(
      services,
      { actor: req.auth!, dryRun: isDryRun(res.locals.query) },
      {
        key: 'image',
        value: featuredImage,
        action: 'settings.image',
        target: 'image',
        details: () => featuredImage,
      },
    );
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
      const { published } = await publishSetting(
        services,
        { actor: req.auth!, dryRun: isDryRun(res.locals.query) },
        {
          key,
          value: { enabled },
          action: `settings.${key}`,
          target: key,
          details: () => ({ enabled }),
        },
      );
      res.json({ enabled, config: { enabled }, ...published });
    };

  return {
    'GET /admin/news-config': getNews,
    'PUT /admin/news-config': putNews,
    'GET /admin/image-config': getImage,
    'POST /admin/image-config': { checkBody: validateImageBody(config.publicUrl), handle: postImage },
    'GET /admin/evangelio-button-config': getButton('evangelio_button'),
    'POST /admin/evangelio-button-config': postButton('evangelio_button'),
    'GET /admin/topics-button-config': getButton('topics_button'),
    'POST /admin/topics-button-config': postButton('topics_button'),
  } satisfies RouteHandlers;
}
