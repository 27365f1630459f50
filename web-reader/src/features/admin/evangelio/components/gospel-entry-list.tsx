import '@mantine/core/styles/Pagination.css';
import { Button, Group, Pagination, Text, TextInput } from '@mantine/core';
import { AdminSection } from '../../components/admin-section';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirm } from '../../components/delete-confirm';
import { DeleteFeedback, useConfirmedDelete } from '../../components/delete-feedback';
import { LoadState } from '../../components/load-state';
import { ResponsiveRows, type RowColumn } from '../../components/responsive-rows';
import { formatGospelDate } from '../../../../lib/gospel-date';
import { deleteGospels } from '../api/delete-evangelios';
import type { GospelSummary } from '@camino/schemas/api/gospel';
import { useAdminGospels } from '../api/get-evangelios';
import { filterGospels } from '../utils/filter-gospels';
import { GospelPreviewModal } from './gospel-preview-modal';
import { QuickEditButton } from '../../components/quick-edit/quick-edit-button';

// A year of entries is 365 rows; pages keep the list and its buttons within reach.
const PAGE_SIZE = 20;

// Below this width the rows become cards: a five-column table does not fit a phone.
const NARROW = '(max-width: 40em)';

/** The stored entries, newest first, searchable, each with a preview and a delete that asks first. */
export function GospelEntryList() {
  const { t, i18n } = useTranslation();
  const gospels = useAdminGospels();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [previewDate, setPreviewDate] = useState<string | null>(null);
  // One entry from its row, or every entry the search shows at once (a month, a year, all).
  const deletion = useConfirmedDelete(
    (entries: GospelSummary[]) => deleteGospels(entries.map((entry) => entry.date)),
    gospels.mutate,
    {
      preview: (entries) =>
        deleteGospels(
          entries.map((entry) => entry.date),
          { dryRun: true },
        ),
    },
  );
  const { pending } = deletion;

  const matches = filterGospels(gospels.data ?? [], query);
  const pages = Math.max(1, Math.ceil(matches.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = matches.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const dateText = (date: string) => formatGospelDate(date, i18n.language);

  const deleteQuestion = (entries: GospelSummary[]) => {
    if (entries.length === 1) return t('adminGospelDeleteMessage', { date: dateText(entries[0]!.date) });
    const dates = entries.map((entry) => entry.date).sort();
    return t('adminGospelDeleteManyMessage', {
      count: entries.length,
      first: dateText(dates[0]!),
      last: dateText(dates.at(-1)!),
    });
  };

  const actions = (entry: GospelSummary) => (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        onClick={() => setPreviewDate(entry.date)}
        aria-label={t('adminGospelPreviewLabel', { date: entry.date })}
      >
        {t('adminGospelPreview')}
      </Button>
      <QuickEditButton
        target={{ kind: 'gospel', key: entry.date }}
        label={t('adminQuickEditOpenLabel', { item: entry.date })}
      />
      <Button
        size="xs"
        variant="light"
        color="red"
        onClick={() => deletion.ask([entry])}
        aria-label={t('adminGospelDeleteLabel', { date: entry.date })}
      >
        {t('adminContentDelete')}
      </Button>
    </Group>
  );

  const columns: RowColumn<GospelSummary>[] = [
    { header: t('adminContentColDate'), cell: (entry) => dateText(entry.date) },
    { header: t('adminContentColReference'), cell: (entry) => entry.reference },
    { header: t('adminContentColHeading'), cell: (entry) => entry.heading },
    { header: t('adminContentColViews'), cell: (entry) => entry.views.toLocaleString(i18n.language) },
    { header: t('adminContentColActions'), hiddenHeader: true, cell: actions },
  ];

  return (
    <AdminSection titleId="gospel-list-title" title={t('adminGospelListTitle')} order={2} framed={false}>
      <DeleteFeedback
        outcome={deletion.outcome}
        onDismiss={deletion.dismiss}
        deletedText={(entries) =>
          entries.length === 1
            ? t('adminGospelDeleted', { date: dateText(entries[0]!.date) })
            : t('adminGospelDeletedMany', { count: entries.length })
        }
        errorKey="adminGospelDeleteError"
        testId="gospel-feedback"
      />
      <LoadState
        result={gospels}
        errorKey="adminGospelsLoadError"
        errorTestId="gospels-load-error"
        skeleton={[36, 36, 36, 36]}
      >
        {(data) =>
          data.length === 0 ? (
            <Text c="dimmed" data-testid="gospels-empty">
              {t('adminGospelsEmpty')}
            </Text>
          ) : (
            <>
              <TextInput
                type="search"
                label={t('adminGospelSearchLabel')}
                placeholder={t('adminGospelSearchPlaceholder')}
                value={query}
                onChange={(event) => {
                  setQuery(event.currentTarget.value);
                  setPage(1);
                }}
                maw={420}
              />
              <Group justify="space-between" gap="sm">
                <Text size="sm" c="dimmed" data-testid="gospels-count">
                  {t('adminGospelCount', { shown: matches.length, count: data.length })}
                </Text>
                {matches.length > 1 && (
                  <Button size="xs" variant="light" color="red" onClick={() => deletion.ask(matches)}>
                    {t('adminGospelDeleteShown', { count: matches.length })}
                  </Button>
                )}
              </Group>
              <ResponsiveRows
                rows={rows}
                rowKey={(entry) => entry.date}
                columns={columns}
                cardsWhen={NARROW}
                rowProps={(entry) => ({ 'data-testid': `gospel-${entry.date}` })}
                card={(entry) => (
                  <>
                    <Text fw={600}>{dateText(entry.date)}</Text>
                    <Text size="sm">{entry.reference}</Text>
                    <Text size="sm" c="dimmed" className="break-anywhere">
                      {entry.heading}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('adminGospelViews', { count: entry.views })}
                    </Text>
                    <Group justify="flex-end" mt={4}>
                      {actions(entry)}
                    </Group>
                  </>
                )}
              />
              {pages > 1 && (
                <Pagination
                  total={pages}
                  value={current}
                  onChange={setPage}
                  getControlProps={(control) => ({ 'aria-label': t(`adminGospelPagination_${control}`) })}
                  getItemProps={(item) => ({ 'aria-label': t('adminGospelPage', { page: item }) })}
                />
              )}
            </>
          )
        }
      </LoadState>
      <GospelPreviewModal date={previewDate} onClose={() => setPreviewDate(null)} />
      <DeleteConfirm
        deletion={deletion}
        id="gospel-delete"
        title={t(pending && pending.length > 1 ? 'adminGospelDeleteManyTitle' : 'adminGospelDeleteTitle')}
        message={pending ? deleteQuestion(pending) : ''}
        confirmLabel={t('adminContentDelete')}
        errorKey="adminGospelDeleteError"
      />
    </AdminSection>
  );
}
