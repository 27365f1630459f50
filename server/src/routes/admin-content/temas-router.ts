import { encodeContent } from '@camino/schemas/content-encoding';
import type { TemaVisibility } from '@camino/schemas/tema-visibility';
import { message } from '../../errors';
import { answerText } from '../../i18n/answer-text';
import { positiveInt } from '../../lib/params';
import { isDryRun, publishedFields } from '../../services/publishing/dry-run';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';
import { actorOf } from './upload-rules';
import { SOURCE_LANGUAGE } from '@camino/schemas/translations/translatable';

/** Admin temas: ZIP upload, the full list (hidden ones too), one theme's JSON, visibility and delete. */
export function adminTemasHandlers({ services }: RouterDeps) {
  const uploadTemas: ApiHandler<'POST /admin/upload-temas'> = async (req, res) => {
    const outcome = await services.contentPublishing.uploadTemas(req.file!.buffer, {
      actor: actorOf(req),
      dryRun: isDryRun(res.locals.query),
      audit: services.audit.note(actorOf(req), (done) => ({
        action: 'temas.upload',
        target: req.file!.originalname,
        details: {
          processed: done.files_processed,
          failed: done.files_failed,
          titles: done.processed_temas.map((t) => t.title),
        },
      })),
    });
    res.json({ ...outcome.result, ...publishedFields(outcome) });
  };

  const listTemas: ApiHandler<'GET /admin/temas'> = async (_req, res) => {
    res.json({ temas: await services.themes.listAll() });
  };

  // The stored JSON as members get it (`encoded_content`), hidden themes too: the quick editor's.
  const getTema: ApiHandler<'GET /admin/tema/:id'> = async (req, res) => {
    const tema = await services.themes.getAny(positiveInt(req.params.id, 'id'));
    // The source, whatever the admin's language: translations have their own editor.
    res.json({
      id: tema.id,
      title: tema.title,
      encoded_content: encodeContent(tema.content),
      lang: SOURCE_LANGUAGE,
      fallback: false,
    });
  };

  const setVisibility: ApiHandler<'PUT /admin/tema/:id/visibility'> = async (req, res) => {
    const id = positiveInt(req.params.id, 'id');
    const { visible } = req.body as TemaVisibility;
    const outcome = await services.contentPublishing.setTemaVisibility(id, visible, {
      actor: actorOf(req),
      dryRun: isDryRun(res.locals.query),
      audit: services.audit.note(actorOf(req), (changed) => ({
        action: 'tema.visibility',
        target: `tema ${id}`,
        details: { title: changed, visible },
      })),
    });
    const done = visible
      ? ({ dry: 'tema_would_show', done: 'tema_visible' } as const)
      : ({ dry: 'tema_would_hide', done: 'tema_hidden' } as const);
    res.json({
      message: answerText(req, message(outcome.dryRun ? done.dry : done.done, { title: outcome.result })),
      id,
      visible,
      ...publishedFields(outcome),
    });
  };

  const deleteTema: ApiHandler<'DELETE /admin/tema/:id'> = async (req, res) => {
    const id = positiveInt(req.params.id, 'id');
    const outcome = await services.contentPublishing.deleteTema(id, {
      actor: actorOf(req),
      dryRun: isDryRun(res.locals.query),
      audit: services.audit.note(actorOf(req), (removed) => ({
        action: 'tema.delete',
        target: `tema ${id}`,
        details: { title: removed },
      })),
    });
    res.json({
      message: answerText(
        req,
        message(outcome.dryRun ? 'tema_would_delete' : 'tema_deleted', { title: outcome.result }),
      ),
      ...publishedFields(outcome),
    });
  };

  return {
    'POST /admin/upload-temas': { wrongFileMessage: message('choose_zip'), handle: uploadTemas },
    'GET /admin/temas': listTemas,
    'GET /admin/tema/:id': getTema,
    'PUT /admin/tema/:id/visibility': setVisibility,
    'DELETE /admin/tema/:id': deleteTema,
  } satisfies RouteHandlers;
}
