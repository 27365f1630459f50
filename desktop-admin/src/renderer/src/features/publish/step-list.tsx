import { messageLanguage, problemText } from '@camino/schemas/messages/render-problem';
import { Badge, Box, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChangeList } from '@camino/admin-ui/components/change-list';
import { MemberImpact } from '@camino/admin-ui/components/member-impact';
import { STATUS_KEYS } from '@camino/admin-ui/lib/labels';
import type { UploadStep } from '../../../../shared/server-types';
import { ConflictActions } from './conflict-actions';
import { removesLive } from './live-summary';
import { packMessage } from './pack-message';

/** A step's badge: its colour and label key. */
const STEP_BADGE = {
  blocked: ['red', 'statusBlocked'],
  conflict: ['red', 'statusConflict'],
  unchanged: ['gray', STATUS_KEYS.unchanged],
  removed: ['grape', STATUS_KEYS.removed],
  changed: ['orange', STATUS_KEYS.changed],
} as const;

/** How many changed items a step shows before "… +N". */
const CHANGES_SHOWN = 20;

interface StepListProps {
  steps: UploadStep[];
  chosen: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  disabled: boolean;
  /** A conflict was resolved: the dry run should run again. */
  onResolved: () => void;
}

/**
 * Every upload step of the dry run with a checkbox (only ticked steps are sent), and under it
 * what the server's own dry run says it would change, field by field, and the members' data a
 * playlist change moves. Steps with nothing to send or that cannot run have no checkbox; a step
 * in conflict with the server offers the ways to resolve it.
 */
export function StepList({ steps, chosen, onToggle, disabled, onResolved }: StepListProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="xs" data-testid="step-list">
      {steps.map((step) => {
        const sendable = step.needed && !step.blocked;
        const state = step.conflict
          ? 'conflict'
          : step.blocked
            ? 'blocked'
            : !step.needed
              ? 'unchanged'
              : removesLive(step)
                ? 'removed'
                : 'changed';
        const changes = (step.serverChanges ?? []).filter((c) => c.status !== 'unchanged');
        return (
          <Paper key={step.id} withBorder p="xs" data-step={step.id} data-chosen={chosen.has(step.id)}>
            <Group justify="space-between" wrap="nowrap">
              <Checkbox
                label={step.deletes ? t('deleteOnServer', { what: step.label }) : step.label}
                checked={chosen.has(step.id)}
                disabled={!sendable || disabled}
                onChange={(event) => onToggle(step.id, event.currentTarget.checked)}
              />
              <Badge size="sm" variant="light" color={STEP_BADGE[state][0]}>
                {t(STEP_BADGE[state][1])}
              </Badge>
            </Group>
            {step.conflict && (
              <ConflictActions path={step.conflict.path} disabled={disabled} onResolved={onResolved} />
            )}
            {step.pack && (
              <Text size="xs" c="red" mt={4} data-testid="pack-issue">
                {packMessage(step.pack, t)}
              </Text>
            )}
            {step.serverRefusal && (
              <Text size="xs" c="red" mt={4}>
                {t('serverRefused', {
                  reason: problemText(step.serverRefusal, messageLanguage(i18n.language)),
                })}
              </Text>
            )}
            {changes.length > 0 && (
              <Stack gap={4} mt={4} pl="lg">
                <ChangeList changes={changes.slice(0, CHANGES_SHOWN)} />
                {changes.length > CHANGES_SHOWN && <Text size="xs">… +{changes.length - CHANGES_SHOWN}</Text>}
              </Stack>
            )}
            {step.impact && (
              <Box mt={4}>
                <MemberImpact impact={step.impact} />
              </Box>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
