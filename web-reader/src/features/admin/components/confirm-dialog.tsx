import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** True while the confirmed action runs: the buttons wait and the dialog stays open. */
  busy?: boolean;
  /** False while the confirm button must wait (a dry run still being asked for). */
  canConfirm?: boolean;
  /** Shown under the message: what the action would do (a delete's dry run). */
  children?: ReactNode;
  /** Names the dialog (`{testId}`) and its confirm button (`{testId}-confirm`). */
  testId?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The one confirmation every destructive admin action asks for. Cancel has the focus first, so
 * Enter on an accidental open does not delete anything.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
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
      closeButtonProps={{ 'aria-label': t('close') }}
      data-testid={testId}
    >
      <Text mb="lg">{message}</Text>
      {children}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
          {t('adminCancel')}
        </Button>
        <Button
          color="red"
          onClick={onConfirm}
          loading={busy}
          disabled={!canConfirm}
          data-testid={testId && `${testId}-confirm`}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
