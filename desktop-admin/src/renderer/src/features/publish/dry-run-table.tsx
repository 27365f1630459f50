import { localizedText, messageLanguage, problemText } from '@camino/schemas/messages/render-problem';
import { Badge, Group, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_KEYS } from '@camino/admin-ui/lib/labels';
import type { DryRunItem, DryRunReport, DryRunStatus } from '../../../../shared/server-types';
import { packMessage } from './pack-message';

export const STATUS_COLOR: Record<DryRunStatus, string> = {
  new: 'blue',
  changed: 'orange',
  unchanged: 'gray',
  removed: 'grape',
  blocked: 'red',
};

/** A change's status as the server's answers name it, and `blocked`, a file held back here. */
const STATUS_KEY: Record<DryRunStatus, string> = { ...STATUS_KEYS, blocked: 'statusBlocked' };

/** What the server would receive, item by item, before anything is sent. */
export function DryRunTable({ report }: { report: DryRunReport }) {
  const { t, i18n } = useTranslation();
  // Why an item is blocked, in the UI language: how many problems it has and the first, or the
  // reason of its step (another file's problems, the server's refusal).
  const why = (item: DryRunItem) => {
    if (item.pack) return packMessage(item.pack, t);
    const [first] = item.problems ?? [];
    if (first)
      return `${t('stateProblems', { count: item.problems!.length })}: ${localizedText(first, i18n.language)}`;
    return item.reason ? problemText(item.reason, messageLanguage(i18n.language)) : null;
  };
  return (
    <>
      <Group gap="xs" data-testid="dry-run-counts">
        {(Object.keys(STATUS_KEY) as DryRunStatus[]).map((status) => (
          <Badge key={status} color={STATUS_COLOR[status]} variant="light">
            {t(STATUS_KEY[status])}: {report.counts[status]}
          </Badge>
        ))}
      </Group>
      <ScrollArea.Autosize mah={320} type="auto">
        {/* Fixed widths: left to the content, the Detail column of a run with no problem shrank
            to its heading at the edge, and a long reason then wrapped a word per line. */}
        <Table fz="sm" verticalSpacing={2} striped stickyHeader layout="fixed" data-testid="dry-run-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="24%">{t('colWhat')}</Table.Th>
              <Table.Th w="28%">{t('colFile')}</Table.Th>
              <Table.Th w="14%">{t('colStatus')}</Table.Th>
              <Table.Th w="34%">{t('colDetail')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.items.map((item, i) => (
              <Table.Tr key={i} data-status={item.status}>
                <Table.Td>
                  <Text size="xs" c="dimmed" span>
                    {t(`groupLabel_${item.group}`)}
                  </Text>{' '}
                  {item.label}
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.path}</Table.Td>
                <Table.Td>
                  <Badge size="sm" color={STATUS_COLOR[item.status]} variant="light">
                    {t(STATUS_KEY[item.status])}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="xs">{why(item)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </>
  );
}
