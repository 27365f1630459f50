import { Alert, Text } from '@mantine/core';
import { DryRunReview } from '@camino/admin-ui/components/dry-run-review';
import { ProblemList } from '@camino/admin-ui/components/problem-list';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-errors';
import { DeleteFeedback } from '../../components/delete-feedback';
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
      {edit.untouched && problems.length > 0 ? null : problems.length > 0 ? (
        <Alert
          color="red"
          title={t('adminTranslationInvalid', { count: problems.length })}
          data-testid="translation-problems"
        >
          <ProblemList problems={problems} max={20} />
        </Alert>
      ) : (
        <Text size="sm" className="text-success" data-testid="translation-valid">
          {t('adminTranslationValid')}
        </Text>
      )}
      {step.kind === 'failed' && (
        <Alert
          color="red"
          role="alert"
          mt="sm"
          title={adminErrorMessage(step.error, t, 'adminTranslationSaveError')}
          data-testid="translation-error"
        >
          <ProblemList problems={step.error instanceof ApiError ? step.error.problems : []} />
        </Alert>
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
