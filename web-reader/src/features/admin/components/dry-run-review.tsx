import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaylistImpact } from '@camino/schemas/api/admin-content';
import type { Change } from '@camino/schemas/publishing/field-changes';
import { DryRunDetails } from './dry-run-details';

export interface DryRunReviewProps {
  /** Names the test ids: `{id}-dry-run`, `-confirm`, `-cancel`. */
  id: string;
  changes: readonly Change[];
  impact?: PlaylistImpact | null;
  /** True while the real call runs. */
  busy?: boolean;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * What an upload would do, shown before anything is stored (issue #17): its details (see
 * DryRunDetails), and Publish or Cancel. An upload that changes nothing can still be
 * published (it records nothing new), but says so first.
 */
export function DryRunReview({
  id,
  changes,
  impact,
  busy,
  confirmLabel,
  onConfirm,
  onCancel,
}: DryRunReviewProps) {
  const { t } = useTranslation();
  const titleId = useId();

  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby={titleId}
      data-testid={`${id}-dry-run`}
      bg="var(--mantine-color-default-hover)"
    >
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {t('adminDryRunTitle')}
        </Title>
        <DryRunDetails id={id} changes={changes} impact={impact} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy} data-testid={`${id}-cancel`}>
            {t('adminCancel')}
          </Button>
          <Button onClick={onConfirm} loading={busy} data-testid={`${id}-confirm`}>
            {confirmLabel ?? t('adminDryRunPublish')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
