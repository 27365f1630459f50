import { Alert } from '@mantine/core';
import { DryRunReview } from '@camino/admin-ui/components/dry-run-review';
import { useTranslation } from 'react-i18next';
import { DeleteFeedback } from '../../components/delete-feedback';
import { EditCheck, SaveFailure } from '../../components/edit-check';
import type { TranslationEdit } from '../hooks/use-translation-edit';

/**
 * Under the editor, announced as it changes: what is wrong with the text, the dry run waiting
 * for Publish, and how the last save, confirmation or delete went (a refusal with the server's
 * problems, each at its pointer, in the UI's language).
 */
export function TranslationOutcome({ edit, title }: { edit: TranslationEdit; title: string }) {
  const { t } = useTranslation();
  const { flow, problems, removal } = edit;
  const { step } = flow;
  return (
    <div aria-live="polite">
      {/* An untouched copy of the source is not a translation yet: nothing to say about it. */}
      {!(edit.untouched && problems.length > 0) && (
        <EditCheck
          problems={problems}
          invalidTitle={t('adminTranslationInvalid', { count: problems.length })}
          validText={t('adminTranslationValid')}
          testId="translation"
        />
      )}
      {step.kind === 'failed' && (
        <SaveFailure error={step.error} fallbackKey="adminTranslationSaveError" testId="translation-error" />
      )}
      {step.kind === 'done' && (
        <Alert color="teal" role="status" mt="sm" data-testid="translation-saved">
          {step.value.kind === 'confirm'
            ? t('adminTranslationConfirmed')
            : step.result.revision
              ? t('adminTranslationSaved', { revision: step.result.revision })
              : t('adminTranslationSavedNoRevision')}
        </Alert>
      )}
      {flow.review && (
        <DryRunReview
          id="translation"
          changes={flow.review.changes ?? []}
          busy={step.kind === 'publishing'}
          onConfirm={() => flow.confirm()}
          onCancel={flow.cancel}
        />
      )}
      <DeleteFeedback
        outcome={removal.outcome}
        onDismiss={removal.dismiss}
        deletedText={() => t('adminTranslationDeleted', { title })}
        errorKey="adminTranslationDeleteError"
        testId="translation-delete-outcome"
      />
    </div>
  );
}
