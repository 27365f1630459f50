import { Anchor, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResponsiveRows, type RowColumn } from '../../components/responsive-rows';
import { formatDateTime } from '../../utils/format-date-time';
import { REVISIONS_PAGE, type RevisionsPage, type RevisionSummary } from '../api/revisions';
import { kindLabelKey } from '@camino/admin-ui/lib/labels';
import { actionLabel } from '../utils/action-label';

interface RevisionListProps {
  page: RevisionsPage;
  onOpen: (id: number) => void;
  onPage: (offset: number) => void;
}

/** One page of revisions, newest first, with Previous/Next and the position in the whole list. */
export function RevisionList({ page, onOpen, onPage }: RevisionListProps) {
  const { t, i18n } = useTranslation();
  if (page.items.length === 0) {
    return (
      <Text c="dimmed" data-testid="history-empty">
        {t('adminHistoryEmpty')}
      </Text>
    );
  }
  const item = (row: RevisionSummary) => {
    const kindKey = kindLabelKey(row.kind);
    return (
      <>
        {kindKey ? t(kindKey) : row.kind} <Code>{row.key}</Code>
      </>
    );
  };
  const open = (row: RevisionSummary) => (
    <Anchor
      component="button"
      type="button"
      onClick={() => onOpen(row.id)}
      data-testid="history-open"
      aria-label={t('adminHistoryOpenLabel', { id: row.id })}
    >
      {t('adminHistoryOpen')}
    </Anchor>
  );
  const columns: RowColumn<RevisionSummary>[] = [
    {
      header: t('adminHistoryColWhen'),
      cell: (row) => formatDateTime(row.created_at, i18n.language),
      rowHeader: true,
    },
    { header: t('adminHistoryColAdmin'), cell: (row) => row.admin, breakAnywhere: true },
    { header: t('adminHistoryColAction'), cell: (row) => actionLabel(row.action, t) },
    { header: t('adminHistoryColItem'), cell: item },
    { header: t('adminHistoryColSummary'), cell: (row) => row.summary, breakAnywhere: true },
    { header: t('adminContentColActions'), cell: open, hiddenHeader: true, align: 'end' },
  ];
  const last = Math.min(page.offset + page.items.length, page.total);
  return (
    <Stack gap="sm">
      <ResponsiveRows
        rows={page.items}
        rowKey={(row) => row.id}
        columns={columns}
        cardsWhen="(max-width: 48em)"
        label={t('adminHistoryListLabel')}
        testId="history-list"
        rowProps={(row) => ({ 'data-testid': 'history-row', 'data-revision': row.id })}
        card={(row) => (
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text fw={500}>{item(row)}</Text>
              {open(row)}
            </Group>
            <Text size="sm">
              {actionLabel(row.action, t)} · {row.admin} · {formatDateTime(row.created_at, i18n.language)}
            </Text>
            <Text size="sm" c="dimmed" className="break-anywhere">
              {row.summary}
            </Text>
          </Stack>
        )}
      />
      <Group justify="space-between" gap="sm">
        <Text size="sm" aria-live="polite" data-testid="history-range">
          {t('adminHistoryRange', { first: page.offset + 1, last, total: page.total })}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            disabled={page.offset === 0}
            onClick={() => onPage(Math.max(0, page.offset - REVISIONS_PAGE))}
          >
            {t('adminHistoryPrevious')}
          </Button>
          <Button
            variant="default"
            size="xs"
            disabled={last >= page.total}
            onClick={() => onPage(page.offset + REVISIONS_PAGE)}
            data-testid="history-next"
          >
            {t('adminHistoryNext')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
