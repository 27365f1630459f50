import { message } from '../../errors';
import { sendJsonInTurns } from '../../lib/json-in-turns';
import { answerText } from '../../i18n/answer-text';
import { uploadSummary } from '../../services/chapter-upload-service';
import type { ChapterKind } from '../../services/chapters-service';
import { isDryRun, isYes, publishedFields } from '../../services/publishing/dry-run';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';
import { actorOf } from './upload-rules';

/** Admin chapter uploads: `Vol_{n}_main.zip` and `Vol_{n}_optional.zip` (see chapter-upload-service). */
export function adminChaptersHandlers({ services }: RouterDeps) {
  const uploadChapters =
    (kind: ChapterKind): ApiHandler<'POST /admin/upload-main-files'> =>
    async (req, res) => {
      const file = req.file!;
      const outcome = await services.contentPublishing.uploadChapters(kind, file.originalname, file.buffer, {
        actor: actorOf(req),
        dryRun: isDryRun(res.locals.query),
        validOnly: isYes(res.locals.query.valid_only),
        audit: services.audit.note(actorOf(req), (done) => ({
          action: `${kind}-files.upload`,
          target: `volume ${done.volume}`,
          details: {
            file: file.originalname,
            processed: done.files_processed,
            unchanged: done.files_unchanged,
            failed: done.files_failed,
          },
        })),
      });
      // A volume's changes can list thousands of fields: serialized with turns for other requests.
      const message = answerText(req, uploadSummary(outcome.result));
      await sendJsonInTurns(res, { ...outcome.result, message, ...publishedFields(outcome) });
    };

  return {
    'POST /admin/upload-main-files': {
      wrongFileMessage: message('choose_zip'),
      handle: uploadChapters('main'),
    },
    'POST /admin/upload-optional-files': {
      wrongFileMessage: message('choose_zip'),
      handle: uploadChapters('optional'),
    },
  } satisfies RouteHandlers;
}
