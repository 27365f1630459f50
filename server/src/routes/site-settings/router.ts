import { Router, type RequestHandler } from 'express';
import { withImageDefaults } from '@camino/schemas/image-config';
import type { RouterDeps } from '../router-deps';

const HIDDEN_NEWS = { enabled: false, title: '', description: '' };

/** Public reads of the site's settings: news, featured image, buttons, About, email validation. */
export function createSiteSettingsRouter({ services, access }: RouterDeps): Router {
  const { settings } = services;

  // The private block is for members only: anonymous callers get it disabled and empty.
  const getNews: RequestHandler = async (req, res) => {
    const news = await settings.get('news');
    res.set('Cache-Control', 'private, no-cache');
    res.json({ public: news.public, private: req.auth ? news.private : HIDDEN_NEWS });
  };

  const getImage: RequestHandler = async (_req, res) => {
    res.json({ featuredImage: withImageDefaults(await settings.get('image')) });
  };

  const getButton =
    (key: 'evangelio_button' | 'topics_button'): RequestHandler =>
    async (_req, res) => {
      const { enabled } = await settings.get(key);
      res.json({ enabled });
    };

  const getAbout: RequestHandler = async (_req, res) => {
    const { content } = await settings.get('about');
    res.json({ content });
  };

  const getEmailValidation: RequestHandler = async (_req, res) => {
    const { enabled } = await settings.get('email_validation');
    res.json({ email_validation_enabled: enabled });
  };

  const router = Router();
  router.get('/news-config', access.optionalMember, getNews);
  router.get('/image-config', access.publicAccess, getImage);
  router.get('/evangelio-button-config', access.publicAccess, getButton('evangelio_button'));
  router.get('/topics-button-config', access.publicAccess, getButton('topics_button'));
  router.get('/about', access.publicAccess, getAbout);
  router.get('/email-validation-status', access.publicAccess, getEmailValidation);
  return router;
}
