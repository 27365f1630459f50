import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import { Badge, Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Change, FieldChange } from '@camino/schemas/publishing/field-changes';
import { useTranslation } from 'react-i18next';
import { kindLabelKey, STATUS_COLORS, STATUS_KEYS } from '../lib/labels';
import { showValue, valueAt, wantsTextDiff } from '../lib/pointer';
import layout from './layout.module.css';
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

/** Under this width the fields are stacked (field, then before, then after) instead of a table. */
const PHONE = '(max-width: 40em)';

/** "Before: value" on a phone, the label dimmed. */
function LabelledValue({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm" className={layout.breakAnywhere}>
      <Text span size="xs" c="dimmed">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
}

interface FieldChangesProps {
  fields: readonly FieldChange[];
  whole: ItemContents | undefined;
  /** A phone: one block per field, so nothing scrolls sideways. */
  stacked: boolean;
}

/** Each changed field of one item: its pointer, before and after (long texts as a word diff). */
function FieldChanges({ fields, whole, stacked }: FieldChangesProps) {
  const { t } = useTranslation();
  const rows = fields.map((field) => {
    const before = whole ? valueAt(whole.before, field.pointer) : field.before;
    const after = whole ? valueAt(whole.after, field.pointer) : field.after;
    const pointer = <Code>{field.pointer || '/'}</Code>;
    const diff = wantsTextDiff(before, after) ? <TextDiff before={before} after={after as string} /> : null;
    const shownBefore = 'before' in field ? showValue(field.before) : '—';
    const shownAfter = 'after' in field ? showValue(field.after) : '—';
    return { key: field.pointer, pointer, diff, shownBefore, shownAfter };
  });

  if (stacked) {
    return (
      <Stack gap="xs" component="ul" className={layout.plainList} aria-label={t('adminChangeFieldsLabel')}>
        {rows.map((row) => (
          <Stack key={row.key} component="li" gap={2} data-testid="change-field" data-pointer={row.key}>
            {row.pointer}
            {row.diff ?? (
              <>
                <LabelledValue label={t('adminChangeBefore')} value={row.shownBefore} />
                <LabelledValue label={t('adminChangeAfter')} value={row.shownAfter} />
              </>
            )}
          </Stack>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={480}>
      {/* Fixed widths: left to the content, a long value before squeezed a short one after into a
          column a word wide. */}
      <Table
        fz="sm"
        verticalSpacing={4}
        withTableBorder
        layout="fixed"
        aria-label={t('adminChangeFieldsLabel')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w="28%">
              {t('adminChangeField')}
            </Table.Th>
            <Table.Th scope="col" w="36%">
              {t('adminChangeBefore')}
            </Table.Th>
            <Table.Th scope="col" w="36%">
              {t('adminChangeAfter')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key} data-testid="change-field" data-pointer={row.key}>
              <Table.Th scope="row" className={layout.breakAnywhere}>
                {row.pointer}
              </Table.Th>
              {row.diff ? (
                <Table.Td colSpan={2}>{row.diff}</Table.Td>
              ) : (
                <>
                  <Table.Td className={layout.breakAnywhere}>{row.shownBefore}</Table.Td>
                  <Table.Td className={layout.breakAnywhere}>{row.shownAfter}</Table.Td>
                </>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
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
  const phone = useMediaQuery(PHONE, undefined, { getInitialValueInEffect: false });
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
            data-change={`${change.kind}:${change.key}`}
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
              <FieldChanges fields={change.fields} whole={whole} stacked={phone} />
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
