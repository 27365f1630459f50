import { coded } from '@camino/schemas/messages/render-problem';
import { CONTENT_KINDS } from '@camino/schemas/api/revisions';
import { message, notFound } from '../../errors';
import { paramError } from '../../lib/params';
import { sendJsonInTurns } from '../../lib/json-in-turns';
import { queryFlag } from '../../services/publishing/dry-run';
import { pageParams } from '../admin-site/pagination';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';

/** Longest content key a filter may name (the column's width). */
const KEY_MAX = 200;

/** A revision id from the path: 404 for anything that is not a positive whole number. */
function revisionId(text: string | undefined): number {
  const id = /^[1-9][0-9]{0,9}$/.test(text ?? '') ? Number(text) : NaN;
  if (!Number.isSafeInteger(id)) throw notFound(message('revision_not_found', { id: text ?? '' }));
  return id;
}

/** `?kind=&key=` of the list; an unknown kind is a 400 naming the kinds. */
function filterOf(query: Record<string, unknown>): { kind?: string; key?: string } {
  const filter: { kind?: string; key?: string } = {};
  if (query.kind !== undefined && query.kind !== '') {
    if (!(CONTENT_KINDS as readonly unknown[]).includes(query.kind)) {
      throw paramError('kind', coded('one_of_words', { words: CONTENT_KINDS.join(', ') }));
    }
    filter.kind = query.kind as string;
  }
  if (query.key !== undefined && query.key !== '') {
    if (typeof query.key !== 'string' || query.key.length > KEY_MAX) {
      throw paramError('key', coded('text_max', { max: KEY_MAX }));
    }
    filter.key = query.key;
  }
  return filter;
}

/** The history of admin-published content: list, detail and revert. */
export function revisionsHandlers({ services }: RouterDeps) {
  const { revisions, audit } = services;

  const list: ApiHandler<'GET /admin/revisions'> = async (req, res) => {
    const { offset, limit } = pageParams(req.query);
    res.json(await revisions.list(filterOf(req.query), offset, limit));
  };

  const detail: ApiHandler<'GET /admin/revisions/:id'> = async (req, res) => {
    // A volume's revision holds every file's before and after: serialized with turns for other requests.
    await sendJsonInTurns(res, await revisions.detail(revisionId(req.params.id)));
  };

  const revert: ApiHandler<'POST /admin/revisions/:id/revert'> = async (req, res) => {
    const id = revisionId(req.params.id);
    const dryRun = queryFlag(req.query, 'dry_run');
    const force = queryFlag(req.query, 'force');
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

  return {
    'GET /admin/revisions': list,
    'GET /admin/revisions/:id': detail,
    'POST /admin/revisions/:id/revert': revert,
  } satisfies RouteHandlers;
}
