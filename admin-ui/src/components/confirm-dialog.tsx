import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What the action does, above what its dry run found. */
  message?: string;
  /** The confirm button's label; Publish when left out. */
  confirmLabel?: string;
  /** The confirm button's colour: red for what destroys, the app's own for a publish. */
  color?: string;
  /** True while the confirmed action runs: the buttons wait and the dialog stays open. */
  busy?: boolean;
  /** False while the confirm button must wait (a dry run still being asked for). */
  canConfirm?: boolean;
  /** Shown under the message: what the action would do (a delete's dry run, a publish's summary). */
  children?: ReactNode;
  /** Names the dialog (`{testId}`) and its confirm button (`{testId}-confirm`). */
  testId?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The one confirmation every admin action that changes live content in one step asks for (a
 * delete, a role change, the desktop's publish). Cancel has the focus first, so Enter on an
 * accidental open changes nothing; while the action runs, Escape and the close button wait too.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  color = 'red',
  busy,
  canConfirm = true,
  children,
  testId,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('adminClose') }}
      data-testid={testId}
    >
      {message && <Text mb="lg">{message}</Text>}
      {children}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
          {t('adminCancel')}
        </Button>
        <Button
          color={color}
          onClick={onConfirm}
          loading={busy}
          disabled={!canConfirm}
          data-testid={testId && `${testId}-confirm`}
        >
          {confirmLabel ?? t('adminDryRunPublish')}
        </Button>
      </Group>
    </Modal>
  );
}
