import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import { Badge, Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { Change } from '@camino/schemas/publishing/field-changes';
import { useTranslation } from 'react-i18next';
import { kindLabelKey, STATUS_COLORS, STATUS_KEYS } from '../utils/labels';
import { showValue, valueAt, wantsTextDiff } from '../utils/pointer';
import { TextDiff } from './text-diff';

/** One item's whole content before and after (a revision's detail), for full-length text diffs. */
export interface ItemContents {
  kind: string;
  key: string;
  before: unknown;
  after: unknown;
}

export interface ChangeListProps {
  changes: readonly Change[];
  /** Whole contents: long texts are compared in full instead of as shortened in `changes`. */
  items?: readonly ItemContents[];
  /** Unchanged items are counted, not listed, unless this is set. */
  showUnchanged?: boolean;
}

/**
 * What a change did or would do, item by item: its kind, key and status, and for a changed item
 * each field by its JSON pointer with the value before and after; long texts and Markdown as an
 * inline word diff.
 */
export function ChangeList({ changes, items, showUnchanged = false }: ChangeListProps) {
  const { t } = useTranslation();
  const shown = showUnchanged ? changes : changes.filter((c) => c.status !== 'unchanged');
  const hidden = changes.length - shown.length;
  return (
    <Stack gap="sm" data-testid="change-list">
      {shown.map((change) => {
        const whole = items?.find((item) => item.kind === change.kind && item.key === change.key);
        const kindKey = kindLabelKey(change.kind);
        return (
          <Paper
            key={`${change.kind} ${change.key}`}
            withBorder
            p="sm"
            data-testid="change-item"
            data-status={change.status}
          >
            <Group gap="xs" mb={change.fields?.length ? 'xs' : 0}>
              <Badge color={STATUS_COLORS[change.status]} variant="light">
                {t(STATUS_KEYS[change.status])}
              </Badge>
              <Text size="sm" fw={500}>
                {kindKey ? t(kindKey) : change.kind}
              </Text>
              <Code>{change.key}</Code>
            </Group>
            {change.fields && change.fields.length > 0 && (
              <Table.ScrollContainer minWidth={480}>
                <Table fz="sm" verticalSpacing={4} withTableBorder aria-label={t('adminChangeFieldsLabel')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('adminChangeField')}</Table.Th>
                      <Table.Th scope="col">{t('adminChangeBefore')}</Table.Th>
                      <Table.Th scope="col">{t('adminChangeAfter')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {change.fields.map((field) => {
                      const before = whole ? valueAt(whole.before, field.pointer) : field.before;
                      const after = whole ? valueAt(whole.after, field.pointer) : field.after;
                      return wantsTextDiff(before, after) ? (
                        <Table.Tr key={field.pointer} data-testid="change-field">
                          <Table.Th scope="row">
                            <Code>{field.pointer || '/'}</Code>
                          </Table.Th>
                          <Table.Td colSpan={2}>
                            <TextDiff before={before} after={after as string} />
                          </Table.Td>
                        </Table.Tr>
                      ) : (
                        <Table.Tr key={field.pointer} data-testid="change-field">
                          <Table.Th scope="row">
                            <Code>{field.pointer || '/'}</Code>
                          </Table.Th>
                          <Table.Td className="break-anywhere">
                            {'before' in field ? showValue(field.before) : '—'}
                          </Table.Td>
                          <Table.Td className="break-anywhere">
                            {'after' in field ? showValue(field.after) : '—'}
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Paper>
        );
      })}
      {hidden > 0 && (
        <Text size="sm" c="dimmed">
          {t('adminChangeUnchangedCount', { count: hidden })}
        </Text>
      )}
    </Stack>
  );
}
