import { coded } from '@camino/schemas/messages/render-problem';
import { message } from '../../errors';
import { chapterIndexParam, volumeParam, paramError } from '../../lib/params';
import { answerText } from '../../i18n/answer-text';
import type { ChapterKind } from '../../services/chapters-service';
import { isDryRun, publishedFields } from '../../services/publishing/dry-run';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';
import { actorOf } from './upload-rules';

function kindParam(value: unknown): ChapterKind {
  if (value === 'main' || value === 'optional') return value;
  throw paramError('kind', coded('kind_param'));
}

/**
 * The chapter files stored for a volume, with whether its current playlist has each (members get
 * only those), and the removal of one, so no file stays stored where nobody can reach it.
 */
export function storedChaptersHandlers({ services }: RouterDeps) {
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

  return {
    'GET /admin/chapters/:volume': list,
    'DELETE /admin/chapters/:volume/:index': remove,
  } satisfies RouteHandlers;
}
