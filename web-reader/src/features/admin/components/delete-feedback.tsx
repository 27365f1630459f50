import { Alert } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaylistImpact } from '@camino/schemas/api/admin-content';
import type { Change } from '@camino/schemas/publishing/field-changes';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';

// Kept as what happened, not as text, so a language switch re-renders it in the new language.
type Outcome<T> = { kind: 'deleted'; item: T } | { kind: 'failed'; error: unknown };

/** What the delete's dry run (`?dry_run=1`, issue #17) says it would remove. */
export interface DeletePreview {
  changes?: readonly Change[];
  impact?: PlaylistImpact | null;
}

/** The dry run of the delete waiting for confirmation: asked, answered, or refused. */
export type DeleteCheck =
  | { kind: 'checking' }
  | { kind: 'checked'; changes: readonly Change[]; impact: PlaylistImpact | null }
  | { kind: 'failed'; error: unknown };

export interface ConfirmedDeleteOptions<T> {
  /**
   * The same delete as a dry run: asked as soon as the confirmation opens, and Delete waits for
   * its answer, so the admin confirms exactly what the server says would go.
   */
  preview?: (item: T) => Promise<DeletePreview>;
}

/** The delete waiting for confirmation, as `useConfirmedDelete` hands it to the list and its dialog. */
export type ConfirmedDelete<T> = ReturnType<typeof useConfirmedDelete<T>>;

/**
 * A delete that asks first: the item waiting for confirmation, its dry run (when `preview` is
 * given), the request while it runs, and the outcome to show afterwards. `remove` deletes on the
 * server; `refresh` reloads the list.
 */
export function useConfirmedDelete<T>(
  remove: (item: T) => Promise<unknown>,
  refresh: () => unknown,
  { preview }: ConfirmedDeleteOptions<T> = {},
) {
  const [pending, setPending] = useState<T | null>(null);
  const [check, setCheck] = useState<DeleteCheck | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);
  // Which confirmation a dry run's answer belongs to: one that comes back after Cancel, or after
  // another item was asked about, is dropped.
  const asked = useRef(0);

  const runCheck = async (item: T, ask: number) => {
    if (!preview) return;
    setCheck({ kind: 'checking' });
    let next: DeleteCheck;
    try {
      const answer = await preview(item);
      next = { kind: 'checked', changes: answer.changes ?? [], impact: answer.impact ?? null };
    } catch (error) {
      next = { kind: 'failed', error };
    }
    if (asked.current === ask) setCheck(next);
  };

  const confirm = async () => {
    if (pending === null) return;
    if (preview && check?.kind !== 'checked') return;
    const item = pending;
    setDeleting(true);
    const done = () => {
      asked.current += 1;
      setDeleting(false);
      setPending(null);
      setCheck(null);
    };
    try {
      await remove(item);
    } catch (error) {
      setOutcome({ kind: 'failed', error });
      done();
      return;
    }
    setOutcome({ kind: 'deleted', item });
    // The dialog stays busy until the list no longer shows the item.
    try {
      await refresh();
    } finally {
      done();
    }
  };

  return {
    pending,
    check,
    deleting,
    outcome,
    /** False while the dry run is asked for, or when it was refused: Delete waits. */
    ready: !preview || check?.kind === 'checked',
    ask: (item: T) => {
      setOutcome(null);
      setPending(item);
      asked.current += 1;
      void runCheck(item, asked.current);
    },
    cancel: () => {
      asked.current += 1;
      setPending(null);
      setCheck(null);
    },
    confirm: () => void confirm(),
    dismiss: () => setOutcome(null),
  };
}

export interface DeleteFeedbackProps<T> {
  outcome: Outcome<T> | null;
  onDismiss: () => void;
  /** The success message for the deleted item. */
  deletedText: (item: T) => string;
  /** Catalog key of the failure message when the server gave no detail. */
  errorKey: string;
  testId?: string;
}

/** The outcome of the last delete, announced to screen readers, until dismissed. */
export function DeleteFeedback<T>({
  outcome,
  onDismiss,
  deletedText,
  errorKey,
  testId,
}: DeleteFeedbackProps<T>) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite">
      {outcome && (
        <Alert
          color={outcome.kind === 'deleted' ? 'green' : 'red'}
          withCloseButton
          closeButtonLabel={t('close')}
          onClose={onDismiss}
          data-testid={testId}
        >
          {outcome.kind === 'deleted'
            ? deletedText(outcome.item)
            : adminErrorMessage(outcome.error, t, errorKey)}
        </Alert>
      )}
    </div>
  );
}
