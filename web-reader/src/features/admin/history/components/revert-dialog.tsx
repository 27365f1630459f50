import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-errors';
import { useDryRunFlow } from '@camino/admin-ui/hooks/use-dry-run-flow';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';
import { dryRunSummary } from '@camino/admin-ui/lib/dry-run-summary';
import { revertRevision, type RevertAnswer, type RevisionDetail } from '../api/revisions';
import { ChangeList } from '@camino/admin-ui/components/change-list';
import { MemberImpact } from '@camino/admin-ui/components/member-impact';
import { LaterRevision } from './later-revision';

/** A revert of one revision: `force` reverts although a later revision changed the same items. */
interface Revert {
  id: number;
  force: boolean;
}

const isConflict = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'revision_conflict';

interface RevertDialogProps {
  revision: RevisionDetail | null;
  onClose: () => void;
  onReverted: (answer: RevertAnswer) => void;
  onOpenRevision: (id: number) => void;
}

/**
 * Revert through the shared dry-run flow: what restoring the content from before this revision
 * would change, then Revert. When a later revision changed the same items the server refuses
 * (409 revision_conflict): the dialog names the later revision and offers Revert anyway, again
 * shown as a dry run first.
 */
export function RevertDialog({ revision, onClose, onReverted, onOpenRevision }: RevertDialogProps) {
  const { t } = useTranslation();
  const [force, setForce] = useState(false);
  const flow = useDryRunFlow({
    check: ({ id, force }: Revert) => revertRevision(id, { dryRun: true, force }),
    publish: ({ id, force }: Revert) => revertRevision(id, { force }),
    after: (answer) => {
      setForce(false);
      onReverted(answer);
    },
  });
  const { step, review } = flow;
  const id = revision?.id ?? null;

  // The dry run is asked for as the dialog opens, and again for Revert anyway; `flow` is left out
  // of the dependencies because it is new on every render, and only these two start a dry run.
  useEffect(() => {
    if (id === null) flow.reset();
    else flow.check({ id, force });
  }, [id, force]);

  const close = () => {
    setForce(false);
    onClose();
  };

  const failure = step.kind === 'failed' ? step.error : null;
  const conflict = isConflict(failure) ? failure : null;

  return (
    <Modal
      opened={revision !== null}
      onClose={step.kind === 'publishing' ? () => undefined : close}
      title={revision ? t('adminRevertTitle', { id: revision.id }) : ''}
      size="xl"
      closeButtonProps={{ 'aria-label': t('close') }}
      data-testid="revert-dialog"
    >
      <Stack gap="md">
        {step.kind === 'checking' && (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t('adminRevertChecking')}</Text>
          </Group>
        )}
        {conflict && (
          <Alert color="orange" title={t('adminRevertConflictTitle')} data-testid="revert-conflict">
            <Stack gap="xs">
              <Text size="sm">{adminErrorMessage(conflict, t, 'adminRevertConflict')}</Text>
              {conflict.extras.later && (
                <LaterRevision later={conflict.extras.later} onOpen={onOpenRevision} />
              )}
            </Stack>
          </Alert>
        )}
        {failure !== null && !conflict && (
          <Alert color="red" role="alert" data-testid="revert-error">
            {adminErrorMessage(failure, t, 'adminRevertError')}
          </Alert>
        )}
        {review && (
          <>
            {force && (
              <Text size="sm" c="orange.9" fw={500}>
                {t('adminRevertForcedNote')}
              </Text>
            )}
            <Text data-testid="revert-summary">{dryRunSummary(review.changes, t)}</Text>
            {review.impact && <MemberImpact impact={review.impact} />}
            <ChangeList changes={review.changes} />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={step.kind === 'publishing'} data-autofocus>
            {t('adminCancel')}
          </Button>
          {conflict ? (
            <Button color="orange" onClick={() => setForce(true)} data-testid="revert-anyway">
              {t('adminRevertAnyway')}
            </Button>
          ) : (
            <Button
              color="red"
              onClick={() => flow.confirm()}
              loading={step.kind === 'publishing'}
              disabled={!review}
              data-testid="revert-confirm"
            >
              {force ? t('adminRevertAnyway') : t('adminRevert')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
