import { Alert, Badge, Checkbox, Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ServerChange, UploadStep } from '../../../../shared/server-types';
import { removesLive } from './live-summary';
import { packMessage } from './pack-message';

/** A step's badge: its colour and label key. */
const STEP_BADGE = {
  blocked: ['red', 'statusBlocked'],
  unchanged: ['gray', 'statusUnchanged'],
  removed: ['grape', 'statusRemoved'],
  changed: ['orange', 'statusChanged'],
} as const;

/** How many changed items, and fields of each, a step shows before "… +N". */
const CHANGES_SHOWN = 20;
const FIELDS_SHOWN = 12;

const show = (value: unknown): string => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
};

/** One item the server's dry run would touch, with its changed fields (before → after). */
function ChangeRow({ change }: { change: ServerChange }) {
  const { t } = useTranslation();
  const fields = change.fields ?? [];
  return (
    <Stack gap={2} data-change={`${change.kind}:${change.key}`} data-change-status={change.status}>
      <Text size="xs">
        <Code>{change.key}</Code> · {t(`serverStatus_${change.status}`)}
        {fields.length > 0 && ` · ${t('stepFields', { count: fields.length })}`}
      </Text>
      {fields.length > 0 && (
        <Table fz="xs" verticalSpacing={1} withRowBorders={false} data-testid="field-changes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('colPointer')}</Table.Th>
              <Table.Th>{t('fieldBefore')}</Table.Th>
              <Table.Th>{t('fieldAfter')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.slice(0, FIELDS_SHOWN).map((field, i) => (
              <Table.Tr key={i} data-pointer={field.pointer}>
                <Table.Td>
                  <Code>{field.pointer || '/'}</Code>
                </Table.Td>
                <Table.Td c="red.8" style={{ wordBreak: 'break-word' }}>
                  {'before' in field ? show(field.before) : t('fieldAbsent')}
                </Table.Td>
                <Table.Td c="teal.8" style={{ wordBreak: 'break-word' }}>
                  {'after' in field ? show(field.after) : t('fieldAbsent')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {fields.length > FIELDS_SHOWN && <Text size="xs">… +{fields.length - FIELDS_SHOWN}</Text>}
    </Stack>
  );
}

interface StepListProps {
  steps: UploadStep[];
  chosen: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  disabled: boolean;
}

/**
 * Every upload step of the dry run with a checkbox (only ticked steps are sent), and under it
 * what the server's own dry run says it would change, field by field, and the members' data a
 * playlist change moves. Steps with nothing to send or that cannot run have no checkbox.
 */
export function StepList({ steps, chosen, onToggle, disabled }: StepListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="step-list">
      {steps.map((step) => {
        const sendable = step.needed && !step.blocked;
        const state = step.blocked
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
            {step.pack && (
              <Text size="xs" c="red" mt={4} data-testid="pack-issue">
                {packMessage(step.pack, t)}
              </Text>
            )}
            {step.serverRefusal && (
              <Text size="xs" c="red" mt={4}>
                {t('serverRefused', { reason: step.serverRefusal })}
              </Text>
            )}
            {changes.length > 0 && (
              <Stack gap={4} mt={4} pl="lg">
                {changes.slice(0, CHANGES_SHOWN).map((change) => (
                  <ChangeRow key={`${change.kind}:${change.key}`} change={change} />
                ))}
                {changes.length > CHANGES_SHOWN && <Text size="xs">… +{changes.length - CHANGES_SHOWN}</Text>}
              </Stack>
            )}
            {step.impact && (
              <Alert color="yellow" py={4} mt={4} data-testid="member-impact">
                <Text size="xs">{t('impactMoved', step.impact.moved)}</Text>
                <Text size="xs">{t('impactUnpublished', step.impact.unpublished)}</Text>
              </Alert>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
