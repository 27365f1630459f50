import { Router } from 'express';
import { message } from '../../errors';
import { answerText } from '../../i18n/answer-text';
import { chapterIndexParam, paramError, volumeParam } from '../../lib/params';
import type { ChapterKind } from '../../services/chapters-service';
import { isDryRun, publishedFields } from '../../services/publishing/dry-run';
import type { ApiHandler } from '../api-handler';
import type { RouterDeps } from '../router-deps';
import { actorOf } from './upload-rules';

function kindParam(value: unknown): ChapterKind {
  if (value === 'main' || value === 'optional') return value;
  throw paramError('kind', "must be 'main' or 'optional'");
}

/**
 * The chapter files stored for a volume, with whether its current playlist has each (members get
 * only those), and the removal of one, so no file stays stored where nobody can reach it.
 */
export function createStoredChaptersRouter({ services, access }: RouterDeps): Router {
  const list: ApiHandler<'GET /admin/chapters/:volume'> = async (req, res) => {
    res.json(await services.chapters.listStored(volumeParam(req.params.volume)));
  };

  const remove: ApiHandler<'DELETE /admin/chapters/:volume/:index'> = async (req, res) => {
    const volume = volumeParam(req.params.volume);
    const index = chapterIndexParam(req.params.index);
    const kind = kindParam(req.query.kind);
    const outcome = await services.contentPublishing.deleteChapterFile(kind, volume, index, {
      actor: actorOf(req),
      dryRun: isDryRun(req.query),
      audit: services.audit.note(actorOf(req), () => ({
        action: `${kind}-file.delete`,
        target: `chapter ${volume}-${index}`,
        details: { kind },
      })),
    });
    const done = {
      main: outcome.dryRun ? 'main_file_would_delete' : 'main_file_deleted',
      optional: outcome.dryRun ? 'optional_file_would_delete' : 'optional_file_deleted',
    } as const;
    res.json({
      message: answerText(req, message(done[kind], { volume, index })),
      ...publishedFields(outcome),
    });
  };

  const router = Router();
  router.get('/admin/chapters/:volume', access.requireAdmin, list);
  router.delete('/admin/chapters/:volume/:index', access.requireAdmin, remove);
  return router;
}
