import { encodeContent } from '@camino/schemas/content-encoding';
import { storedContentText } from '@camino/schemas/content-hash';
import type { PathFile } from '@camino/schemas/path';
import { message } from '../../errors';
import { answerText } from '../../i18n/answer-text';
import { isDryRun, publishedFields } from '../../services/publishing/dry-run';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';
import { actorOf } from './upload-rules';

/** Admin reading paths: the list, one path's file, publishing one (new or by its id) and deleting one. */
export function adminPathsHandlers({ services }: RouterDeps) {
  const { adminPaths } = services;

  const list: ApiHandler<'GET /admin/paths'> = async (_req, res) => {
    res.json({ paths: await adminPaths.listAll() });
  };

  const getOne: ApiHandler<'GET /admin/path/:id'> = async (req, res) => {
    const path = await adminPaths.getOne(String(req.params.id));
    res.json({ id: path.id, encoded_content: encodeContent(storedContentText(path)) });
  };

  const save: ApiHandler<'PUT /admin/path'> = async (req, res) => {
    const path = req.body as PathFile;
    const outcome = await adminPaths.save(path, {
      actor: actorOf(req),
      dryRun: isDryRun(res.locals.query),
      audit: services.audit.note(actorOf(req), (id) => ({
        action: 'path.upload',
        target: `path ${id}`,
        details: { days: path.days.length },
      })),
    });
    const done = message(outcome.dryRun ? 'path_would_save' : 'path_saved', { id: path.id });
    res.json({ message: answerText(req, done), id: path.id, ...publishedFields(outcome) });
  };

  const remove: ApiHandler<'DELETE /admin/path/:id'> = async (req, res) => {
    const id = String(req.params.id);
    const outcome = await adminPaths.remove(id, {
      actor: actorOf(req),
      dryRun: isDryRun(res.locals.query),
      audit: services.audit.note(actorOf(req), () => ({ action: 'path.delete', target: `path ${id}` })),
    });
    const done = message(outcome.dryRun ? 'path_would_delete' : 'path_deleted', { id });
    res.json({ message: answerText(req, done), id, ...publishedFields(outcome) });
  };

  return {
    'GET /admin/paths': list,
    'GET /admin/path/:id': getOne,
    'PUT /admin/path': save,
    'DELETE /admin/path/:id': remove,
  } satisfies RouteHandlers;
}
