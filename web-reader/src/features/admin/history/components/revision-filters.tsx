import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTENT_KINDS, kindLabelKey } from '@camino/admin-ui/lib/labels';
import type { ContentKind, RevisionFilter } from '../api/revisions';

/** The list's filters: one content kind (or all) and an item key ("3", "2026-12-24", "3/v3-c2"). */
export function RevisionFilters({
  value,
  onChange,
}: {
  value: RevisionFilter;
  onChange: (next: RevisionFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label={t('adminHistoryFilters')}>
      <Select
        label={t('adminHistoryKindFilter')}
        placeholder={t('adminHistoryAllKinds')}
        data={CONTENT_KINDS.map((kind) => ({ value: kind, label: t(kindLabelKey(kind)!) }))}
        value={value.kind}
        onChange={(kind) => onChange({ ...value, kind: kind as ContentKind | null })}
        clearable
        clearButtonProps={{ 'aria-label': t('adminHistoryClearKind') }}
        w={220}
        data-testid="history-kind-filter"
      />
      <TextInput
        label={t('adminHistoryKeyFilter')}
        description={t('adminHistoryKeyHelp')}
        value={value.key}
        onChange={(event) => onChange({ ...value, key: event.currentTarget.value })}
        w={260}
        data-testid="history-key-filter"
      />
    </Group>
  );
}
