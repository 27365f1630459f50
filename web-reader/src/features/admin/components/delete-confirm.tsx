import type { ConfirmedDelete } from './delete-feedback';
import { ConfirmDialog } from '@camino/admin-ui/components/confirm-dialog';
import { DeleteDryRun } from './delete-dry-run';

export interface DeleteConfirmProps<T> {
  /** The delete waiting for confirmation, from `useConfirmedDelete`. */
  deletion: ConfirmedDelete<T>;
  /** Names the dialog, its confirm button and its dry run (`{id}`, `{id}-confirm`, `{id}-dry-run`). */
  id: string;
  title: string;
  message: string;
  confirmLabel: string;
  /** Catalog key of the dry run's failure message when the server gave no detail. */
  errorKey: string;
}

/** The confirmation of a list's delete: the question, then what the server's dry run says would go. */
export function DeleteConfirm<T>({
  deletion,
  id,
  title,
  message,
  confirmLabel,
  errorKey,
}: DeleteConfirmProps<T>) {
  return (
    <ConfirmDialog
      opened={deletion.pending !== null}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      busy={deletion.deleting}
      canConfirm={deletion.ready}
      testId={id}
      onConfirm={deletion.confirm}
      onCancel={deletion.cancel}
    >
      <DeleteDryRun id={id} step={deletion.step} errorKey={errorKey} />
    </ConfirmDialog>
  );
}
