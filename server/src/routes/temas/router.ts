import { Router } from 'express';
import { encodeContent } from '@camino/schemas/content-encoding';
import { positiveInt } from '../../lib/params';
import type { ApiHandler } from '../api-handler';
import type { RouterDeps } from '../router-deps';

/** `GET /temas` and `GET /tema/{id}` for members; hidden themes do not exist for them. */
export function createTemasRouter({ services, access }: RouterDeps): Router {
  const listTemas: ApiHandler<'GET /temas'> = async (_req, res) => {
    res.json({ temas: await services.themes.listVisible() });
  };

  const getTema: ApiHandler<'GET /tema/:id'> = async (req, res) => {
    const tema = await services.themes.getVisible(positiveInt(req.params.id, 'id'));
    res.json({ id: tema.id, title: tema.title, encoded_content: encodeContent(tema.content) });
  };

  const router = Router();
  router.get('/temas', access.requireMember, listTemas);
  router.get('/tema/:id', access.requireMember, getTema);
  return router;
}
