import { Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { LoadState } from '../components/load-state';
import { useRevisions, type RevisionFilter } from './api/revisions';
import { RevisionDetailView } from './components/revision-detail';
import { RevisionFilters } from './components/revision-filters';
import { RevisionList } from './components/revision-list';
import { TabHeader } from '../components/tab-header';

/**
 * The History tab: every change made through the admin API, newest first, filtered
 * by kind and item; one revision's changes field by field; and Revert, with its dry run first.
 */
export default function HistoryTab() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [filter, setFilter] = useState<RevisionFilter>({ kind: null, key: '' });
  // Typing a key does not send a request per keystroke.
  const [applied] = useDebouncedValue(filter, 300);
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const list = useRevisions(offset, applied);

  if (open !== null) {
    return (
      <RevisionDetailView
        key={open}
        id={open}
        onBack={() => setOpen(null)}
        onOpen={setOpen}
        // A revert changes content anywhere in the panel: every admin list reloads.
        onReverted={() => mutate((key) => typeof key === 'string' && key.startsWith('/admin/'))}
      />
    );
  }
  return (
    <Stack gap="md">
      <TabHeader title={t('adminHistoryTitle')} lead={t('adminHistoryLead')} />
      <RevisionFilters
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setOffset(0);
        }}
      />
      <LoadState
        result={list}
        errorKey="adminHistoryLoadError"
        errorTestId="history-error"
        skeleton={[36, 36, 36, 36]}
      >
        {(page) => <RevisionList page={page} onOpen={setOpen} onPage={setOffset} />}
      </LoadState>
    </Stack>
  );
}
