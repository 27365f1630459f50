import { encodeContent } from '@camino/schemas/content-encoding';
import { positiveInt } from '../../lib/params';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';

/** `GET /temas` and `GET /tema/{id}` for members; hidden themes do not exist for them. */
export function temasHandlers({ services }: RouterDeps) {
  const listTemas: ApiHandler<'GET /temas'> = async (_req, res) => {
    res.json({ temas: await services.themes.listVisible() });
  };

  const getTema: ApiHandler<'GET /tema/:id'> = async (req, res) => {
    const tema = await services.themes.getVisible(positiveInt(req.params.id, 'id'));
    res.json({ id: tema.id, title: tema.title, encoded_content: encodeContent(tema.content) });
  };

  return { 'GET /temas': listTemas, 'GET /tema/:id': getTema } satisfies RouteHandlers;
}
