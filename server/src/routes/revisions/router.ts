import { message, notFound } from '../../errors';
import { sendJsonInTurns } from '../../lib/json-in-turns';
import { requestLanguage } from '../../i18n/localize-error';
import { isYes } from '../../services/publishing/dry-run';
import { pageOf } from '../admin-site/pagination';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';

/** A revision id from the path: 404 for anything that is not a positive whole number. */
function revisionId(text: string | undefined): number {
  const id = /^[1-9][0-9]{0,9}$/.test(text ?? '') ? Number(text) : NaN;
  if (!Number.isSafeInteger(id)) throw notFound(message('revision_not_found', { id: text ?? '' }));
  return id;
}

/** The history of admin-published content: list, detail and revert. */
export function revisionsHandlers({ services }: RouterDeps) {
  const { revisions, audit } = services;

  const list: ApiHandler<'GET /admin/revisions'> = async (req, res) => {
    const { kind, key, ...page } = res.locals.query;
    const { offset, limit } = pageOf(page);
    res.json(await revisions.list({ kind, key }, offset, limit, requestLanguage(req)));
  };

  const detail: ApiHandler<'GET /admin/revisions/:id'> = async (req, res) => {
    // A volume's revision holds every file's before and after: serialized with turns for other requests.
    await sendJsonInTurns(res, await revisions.detail(revisionId(req.params.id), requestLanguage(req)));
  };

  const revert: ApiHandler<'POST /admin/revisions/:id/revert'> = async (req, res) => {
    const id = revisionId(req.params.id);
    const dryRun = isYes(res.locals.query.dry_run);
    const force = isYes(res.locals.query.force);
    // A conflict answers 409 with the later revision (RevisionConflictError), for the panel to
    // name it and offer force.
    const result = await revisions.revert(
      req.auth!,
      id,
      { dryRun, force },
      audit.note(req.auth!, (done) => ({
        action: 'revision.revert',
        target: `revision ${done.reverted}`,
        details: { reverted: done.reverted, items: done.items, force: done.force },
      })),
    );
    await sendJsonInTurns(res, result as never);
  };

  const item: ApiHandler<'GET /admin/content-item'> = async (_req, res) => {
    const { kind, key } = res.locals.query;
    res.json({ kind, key, ...(await services.publishing.current(kind, key)) });
  };

  return {
    'GET /admin/content-item': item,
    'GET /admin/revisions': list,
    'GET /admin/revisions/:id': detail,
    'POST /admin/revisions/:id/revert': revert,
  } satisfies RouteHandlers;
}
