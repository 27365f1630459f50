import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReviewFrameProps {
  /** Names the test ids: `{id}-dry-run`, `-confirm`, `-cancel`. */
  id: string;
  /** A settings form's review: tighter, with smaller buttons, inside its form. */
  compact?: boolean;
  /** True while the real call runs. */
  busy?: boolean;
  confirmLabel?: string;
  /** True while what was found may not be published as it is (Publish is shown disabled). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** What the dry run found. */
  children: ReactNode;
}

/** The frame of every dry run shown before publishing: its title, what it found, Cancel or Publish. */
export function ReviewFrame({
  id,
  compact,
  busy,
  confirmLabel,
  confirmDisabled,
  onConfirm,
  onCancel,
  children,
}: ReviewFrameProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const size = compact ? 'xs' : undefined;
  return (
    <Paper
      withBorder
      p={compact ? 'sm' : 'md'}
      component="section"
      aria-labelledby={titleId}
      data-testid={`${id}-dry-run`}
      bg="var(--mantine-color-default-hover)"
    >
      <Stack gap={compact ? 'xs' : 'sm'}>
        <Title order={compact ? 4 : 3} size={compact ? 'h6' : 'h5'} id={titleId}>
          {t('adminDryRunTitle')}
        </Title>
        {children}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            size={size}
            onClick={onCancel}
            disabled={busy}
            data-testid={`${id}-cancel`}
          >
            {t('adminCancel')}
          </Button>
          <Button
            size={size}
            onClick={onConfirm}
            loading={busy}
            disabled={confirmDisabled}
            data-testid={`${id}-confirm`}
          >
            {confirmLabel ?? t('adminDryRunPublish')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
