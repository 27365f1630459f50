import { computeChange, type Change } from '@camino/schemas/publishing/field-changes';
import { AppError, message, notFound } from '../../errors';
import { nextTurn } from '../../lib/next-turn';
import type { PlaylistImpact } from '@camino/schemas/api/admin-content';
import type { Actor, AuditNote } from '../audit-service';
import { restoringImpact } from '../chapter-identity/chapter-catalog';
import type { ServiceDeps } from '../deps';
import type { PublishingService } from './publishing-service';
import { laterRevision, listRevisions, readRevision, type RevisionRow } from './revision-store';
import type { PlaylistSnapshot } from './kinds/playlist';
import { volumeOfKey } from './kinds/volume-keys';
import type { ContentKind } from './types';
import type { MessageLanguage } from '@camino/schemas/messages/render-message';
import { revertSummary, summaryText } from '@camino/schemas/publishing/revision-summary';

/**
 * 409 revision_conflict: a later revision changed one of the items a revert would restore. The
 * answer names it in `later` (the code's own message is localized by the error handler).
 */
export class RevisionConflictError extends AppError {
  constructor(readonly later: RevisionRow) {
    super(409, 'revision_conflict', undefined, undefined, {
      later: { id: later.id, created_at: later.created_at, admin: later.admin, action: later.action },
    });
  }
}

export interface RevertResult {
  reverted: number;
  revision: number | null;
  dry_run?: true;
  changes: Change[];
  /** When the revision restores a volume's playlist: what that does to members' data there. */
  impact?: PlaylistImpact;
}

/** What a revert's audit row is built from. */
export interface RevertAudit {
  reverted: number;
  items: number;
  force: boolean;
  impact?: PlaylistImpact;
}

export type RevisionsService = ReturnType<typeof createRevisionsService>;

/** Lists, shows and reverts revisions (GET/POST /api/admin/revisions...). */
export function createRevisionsService({ db }: ServiceDeps, publishing: PublishingService) {
  /** A page of the history, each summary written in `lang`. */
  async function list(
    filter: { kind?: string; key?: string },
    offset: number,
    limit: number,
    lang: MessageLanguage = 'en',
  ) {
    const { rows, total } = await listRevisions(db, filter, offset, limit);
    return {
      items: rows.map((row) => ({ ...row, summary: summaryText(row.summary, lang) })),
      total,
      offset,
      limit,
    };
  }

  /** One revision with every item's change, its summary written in `lang`. */
  async function detail(id: number, lang: MessageLanguage = 'en') {
    const revision = await readRevision(db, id);
    if (!revision) throw notFound(message('revision_not_found', { id }));
    // A volume's ZIP is hundreds of items: other requests get turns between their diffs.
    const changes = [];
    for (const item of revision.items) {
      changes.push(computeChange(item.kind, item.key, item.before, item.after));
      await nextTurn();
    }
    return { ...revision, summary: summaryText(revision.summary, lang), changes };
  }

  /**
   * Writes back every item's `before` in one transaction, as a new revision (action 'revert')
   * that can itself be reverted. Unless `force`, refuses with 409 when a later revision changed
   * one of the items: the revert would silently undo that change too.
   */
  async function revert(
    actor: Actor,
    id: number,
    options: { dryRun: boolean; force: boolean },
    audit?: AuditNote<RevertAudit>,
  ): Promise<RevertResult> {
    const revision = await readRevision(db, id);
    if (!revision) throw notFound(message('revision_not_found', { id }));
    const outcome = await publishing.change(
      {
        actor,
        action: 'revert',
        dryRun: options.dryRun,
        main: { kind: revision.kind as ContentKind, key: revision.key },
        summary: revertSummary(id, revision.summary),
        reverts: id,
        audit,
      },
      async (trx, touch): Promise<RevertAudit> => {
        // Writers' locks first (a volume's upload and its revert take turns), in a fixed order.
        const items = [...revision.items].sort((a, b) =>
          a.kind === b.kind ? a.key.localeCompare(b.key) : a.kind.localeCompare(b.kind),
        );
        for (const item of items) await publishing.adapterOf(item.kind as ContentKind).lock?.(trx, item.key);
        if (!options.force) {
          const later = await laterRevision(trx, id, revision.items);
          if (later) throw new RevisionConflictError(later);
        }
        // Every before first, a kind's items in one read (a ZIP's 70 files: one query, not 70).
        const byKind = new Map<ContentKind, string[]>();
        for (const item of items) {
          const kind = item.kind as ContentKind;
          byKind.set(kind, [...(byKind.get(kind) ?? []), item.key]);
        }
        for (const [kind, keys] of byKind) await touch.many(kind, keys);
        // Measured before the writes, against the chapters members see now. A revision holds at
        // most one volume's playlist (an upload or a delete of one volume).
        const playlist = revision.items.find((item) => item.kind === 'playlist');
        const impact = playlist
          ? await restoringImpact(
              trx,
              volumeOfKey('playlist', playlist.key),
              playlist.before as PlaylistSnapshot | null,
            )
          : undefined;
        for (const item of revision.items) {
          await publishing.adapterOf(item.kind as ContentKind).write(trx, item.key, item.before);
        }
        return {
          reverted: id,
          items: revision.items.length,
          force: options.force,
          ...(impact ? { impact } : {}),
        };
      },
    );
    return {
      reverted: id,
      revision: outcome.revision,
      ...(outcome.dryRun ? { dry_run: true as const } : {}),
      changes: outcome.changes,
      ...(outcome.result.impact ? { impact: outcome.result.impact } : {}),
    };
  }

  return { list, detail, revert };
}
