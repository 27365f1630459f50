import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type ApiErrorExtras } from '../../../../lib/api-errors';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';
import { dryRunSummary } from '@camino/admin-ui/lib/dry-run-summary';
import { revertRevision, type RevertAnswer, type RevisionDetail } from '../api/revisions';
import { ChangeList } from '@camino/admin-ui/components/change-list';
import { LaterRevision } from './later-revision';

type Step =
  | { kind: 'checking' }
  | { kind: 'ready'; dryRun: RevertAnswer }
  | { kind: 'conflict'; detail: string; later: ApiErrorExtras['later'] }
  | { kind: 'reverting' }
  | { kind: 'failed'; message: string };

const isConflict = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'revision_conflict';

interface RevertDialogProps {
  revision: RevisionDetail | null;
  onClose: () => void;
  onReverted: (answer: RevertAnswer) => void;
  onOpenRevision: (id: number) => void;
}

/**
 * Revert with its dry run first: what restoring the content from before this revision would
 * change, then Revert. When a later revision changed the same items the server refuses (409
 * revision_conflict): the dialog names the later revision and offers Revert anyway, again shown
 * as a dry run first.
 */
export function RevertDialog({ revision, onClose, onReverted, onOpenRevision }: RevertDialogProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const [force, setForce] = useState(false);
  const id = revision?.id ?? null;

  useEffect(() => {
    if (id === null) return;
    let live = true;
    setStep({ kind: 'checking' });
    revertRevision(id, { dryRun: true, force }).then(
      (dryRun) => live && setStep({ kind: 'ready', dryRun }),
      (error: unknown) => {
        if (!live) return;
        setStep(
          isConflict(error)
            ? {
                kind: 'conflict',
                detail: adminErrorMessage(error, t, 'adminRevertConflict'),
                later: error.extras.later,
              }
            : { kind: 'failed', message: adminErrorMessage(error, t, 'adminRevertError') },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [id, force, t]);

  const close = () => {
    setForce(false);
    onClose();
  };

  const revert = async () => {
    if (id === null) return;
    setStep({ kind: 'reverting' });
    try {
      const answer = await revertRevision(id, { force });
      setForce(false);
      onReverted(answer);
    } catch (error) {
      setStep(
        isConflict(error)
          ? {
              kind: 'conflict',
              detail: adminErrorMessage(error, t, 'adminRevertConflict'),
              later: error.extras.later,
            }
          : { kind: 'failed', message: adminErrorMessage(error, t, 'adminRevertError') },
      );
    }
  };

  return (
    <Modal
      opened={revision !== null}
      onClose={step.kind === 'reverting' ? () => undefined : close}
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
        {step.kind === 'conflict' && (
          <Alert color="orange" title={t('adminRevertConflictTitle')} data-testid="revert-conflict">
            <Stack gap="xs">
              <Text size="sm">{step.detail}</Text>
              {step.later && <LaterRevision later={step.later} onOpen={onOpenRevision} />}
            </Stack>
          </Alert>
        )}
        {step.kind === 'failed' && (
          <Alert color="red" role="alert" data-testid="revert-error">
            {step.message}
          </Alert>
        )}
        {step.kind === 'ready' && (
          <>
            {force && (
              <Text size="sm" c="orange.9" fw={500}>
                {t('adminRevertForcedNote')}
              </Text>
            )}
            <Text data-testid="revert-summary">{dryRunSummary(step.dryRun.changes, t)}</Text>
            <ChangeList changes={step.dryRun.changes} />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={step.kind === 'reverting'} data-autofocus>
            {t('adminCancel')}
          </Button>
          {step.kind === 'conflict' ? (
            <Button color="orange" onClick={() => setForce(true)} data-testid="revert-anyway">
              {t('adminRevertAnyway')}
            </Button>
          ) : (
            <Button
              color="red"
              onClick={() => void revert()}
              loading={step.kind === 'reverting'}
              disabled={step.kind !== 'ready' && step.kind !== 'reverting'}
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
