import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Change } from '@camino/schemas/publishing/field-changes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeList } from './change-list';
import { dryRunSummary } from './dry-run-summary';

export interface SaveReviewProps {
  /** Names the test ids: `{id}-dry-run`, `-dry-run-summary`, `-confirm`, `-cancel`. */
  id: string;
  changes: readonly Change[];
  /** True while the real call runs. */
  busy?: boolean;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The dry run of a settings form (issue #17): unlike an upload's, it is one item with a few
 * fields, so its fields are listed at once, each with its value before and after, above Publish
 * or Cancel.
 */
export function SaveReview({ id, changes, busy, confirmLabel, onConfirm, onCancel }: SaveReviewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const changed = changes.some((change) => change.status !== 'unchanged');
  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-labelledby={titleId}
      data-testid={`${id}-dry-run`}
      bg="var(--mantine-color-default-hover)"
    >
      <Stack gap="xs">
        <Title order={4} size="h6" id={titleId}>
          {t('adminDryRunTitle')}
        </Title>
        <Text size="sm" data-testid={`${id}-dry-run-summary`}>
          {dryRunSummary(changes, t)}
        </Text>
        {changed && <ChangeList changes={changes} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="xs" onClick={onCancel} disabled={busy} data-testid={`${id}-cancel`}>
            {t('adminCancel')}
          </Button>
          <Button size="xs" onClick={onConfirm} loading={busy} data-testid={`${id}-confirm`}>
            {confirmLabel ?? t('adminDryRunPublish')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
