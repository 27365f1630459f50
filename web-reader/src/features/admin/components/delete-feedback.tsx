import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlaylistImpact } from '@camino/schemas/api/admin-content';
import type { Change } from '@camino/schemas/publishing/field-changes';
import { useDryRunFlow } from '@camino/admin-ui/hooks/use-dry-run-flow';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';

// Kept as what happened, not as text, so a language switch re-renders it in the new language.
type Outcome<T> = { kind: 'deleted'; item: T } | { kind: 'failed'; error: unknown };

/** What the delete's dry run (`?dry_run=1`) says it would remove. */
export interface DeletePreview {
  changes?: readonly Change[];
  impact?: PlaylistImpact | null;
}

export interface ConfirmedDeleteOptions<T> {
  /**
   * The same delete as a dry run: asked as soon as the confirmation opens, and Delete waits for
   * its answer, so the admin confirms exactly what the server says would go.
   */
  preview: (item: T) => Promise<DeletePreview>;
}

/** The delete waiting for confirmation, as `useConfirmedDelete` hands it to the list and its dialog. */
export type ConfirmedDelete<T> = ReturnType<typeof useConfirmedDelete<T>>;

/**
 * A delete that asks first, through the dry-run flow both admin clients share: `ask` opens the
 * confirmation and asks for the dry run, `confirm` deletes (`remove`) then reloads the list
 * (`refresh`), and the outcome stays until dismissed. The dialog is open while the dry run is
 * asked for, shown, or refused, and while the delete runs.
 */
export function useConfirmedDelete<T>(
  remove: (item: T) => Promise<unknown>,
  refresh: () => unknown,
  { preview }: ConfirmedDeleteOptions<T>,
) {
  const flow = useDryRunFlow({
    check: (item: T) => preview(item),
    publish: async (item: T) => {
      await remove(item);
      // The dialog stays busy until the list no longer shows the item; a failed reload is the
      // list's own to show.
      try {
        await refresh();
      } catch {
        // The list keeps its last rows.
      }
    },
  });
  const { step } = flow;
  const asking = step.kind === 'checking' || step.kind === 'review' || step.kind === 'publishing';
  const refused = step.kind === 'failed' && flow.preview === null;
  const outcome: Outcome<T> | null =
    step.kind === 'done'
      ? { kind: 'deleted', item: step.value }
      : step.kind === 'failed' && !refused
        ? { kind: 'failed', error: step.error }
        : null;

  return {
    /** The item waiting for confirmation, or null when the dialog is closed. */
    pending: asking || refused ? step.value : null,
    step,
    deleting: step.kind === 'publishing',
    outcome,
    /** False while the dry run is asked for, or when it was refused: Delete waits. */
    ready: step.kind === 'review',
    ask: (item: T) => flow.check(item),
    cancel: flow.cancel,
    confirm: () => flow.confirm(),
    dismiss: flow.reset,
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
