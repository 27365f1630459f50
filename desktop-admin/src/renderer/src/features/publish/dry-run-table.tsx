import { Badge, Group, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_KEYS } from '@camino/admin-ui/lib/labels';
import type { DryRunReport, DryRunStatus } from '../../../../shared/server-types';
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
  const { t } = useTranslation();
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
        <Table fz="sm" verticalSpacing={2} striped stickyHeader data-testid="dry-run-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('colWhat')}</Table.Th>
              <Table.Th>{t('colFile')}</Table.Th>
              <Table.Th>{t('colStatus')}</Table.Th>
              <Table.Th>{t('colDetail')}</Table.Th>
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
                <Table.Td>{item.path}</Table.Td>
                <Table.Td>
                  <Badge size="sm" color={STATUS_COLOR[item.status]} variant="light">
                    {t(STATUS_KEY[item.status])}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="xs">{item.pack ? packMessage(item.pack, t) : item.detail}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </>
  );
}
