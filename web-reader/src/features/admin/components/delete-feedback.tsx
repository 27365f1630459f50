import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminErrorMessage } from '../utils/error-message';

// Kept as what happened, not as text, so a language switch re-renders it in the new language.
type Outcome<T> = { kind: 'deleted'; item: T } | { kind: 'failed'; error: unknown };

/**
 * A delete that asks first: the item waiting for confirmation, the request while it runs, and
 * the outcome to show afterwards. `remove` deletes on the server; `refresh` reloads the list.
 */
export function useConfirmedDelete<T>(remove: (item: T) => Promise<unknown>, refresh: () => unknown) {
  const [pending, setPending] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);

  const confirm = async () => {
    if (pending === null) return;
    const item = pending;
    setDeleting(true);
    const done = () => {
      setDeleting(false);
      setPending(null);
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
    deleting,
    outcome,
    ask: (item: T) => {
      setOutcome(null);
      setPending(item);
    },
    cancel: () => setPending(null),
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
