import { encodeContent } from '@camino/schemas/content-encoding';
import { askedLanguage } from '../../i18n/content-language';
import { positiveInt } from '../../lib/params';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';

/** `GET /temas` and `GET /tema/{id}` for members; hidden themes do not exist for them. */
export function temasHandlers({ services }: RouterDeps) {
  const listTemas: ApiHandler<'GET /temas'> = async (req, res) => {
    res.json({ temas: await services.themes.listVisible(askedLanguage(req, res)) });
  };

  const getTema: ApiHandler<'GET /tema/:id'> = async (req, res) => {
    const { content, ...tema } = await services.themes.getVisible(
      positiveInt(req.params.id, 'id'),
      askedLanguage(req, res),
    );
    res.json({ ...tema, encoded_content: encodeContent(content) });
  };

  return { 'GET /temas': listTemas, 'GET /tema/:id': getTema } satisfies RouteHandlers;
}
