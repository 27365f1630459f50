import '@mantine/core/styles/Chip.css';
import { Anchor, Chip, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TranslationItem } from '@camino/schemas/api/translations';
import { kindLabelKey } from '@camino/admin-ui/lib/labels';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  countStatuses,
  groupTranslations,
  statusIn,
  type GroupCounts,
  type StatusFilter,
  type TranslationGroup,
} from '../utils/group-translations';
import { FILTERS, tabSearch } from '../utils/selection';
import { StatusBadge, STATUS_LABEL_KEYS } from './status-badge';

export interface TranslationListProps {
  items: readonly TranslationItem[];
  /** The translation language whose status is shown. */
  lang: string;
  filter: StatusFilter;
}

/**
 * Every translatable item, grouped as the library is (each volume's playlist and chapter files,
 * then the themes, then About), each group with its counts and each item with its status and a
 * link to its editor. The filter is a group of radio chips, one status at a time.
 */
export function TranslationList({ items, lang, filter }: TranslationListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const totals = countStatuses(items.map((item) => ({ item, status: statusIn(item, lang) })));
  const groups = groupTranslations(items, lang, filter);

  if (items.length === 0) return <Text c="dimmed">{t('adminTranslationsEmpty')}</Text>;
  return (
    <Stack gap="md">
      <Chip.Group
        value={filter}
        onChange={(value) => void navigate({ search: tabSearch(value as StatusFilter) })}
      >
        {/* Chips wrap on a phone where a segmented control would scroll sideways. */}
        <Group
          gap="xs"
          role="radiogroup"
          aria-label={t('adminTranslationsFilterLabel')}
          data-testid="translations-filter"
        >
          {FILTERS.map((value) => (
            <Chip key={value} value={value} variant="outline">
              {t('adminTranslationsFilterOption', {
                label: t(value === 'all' ? 'adminTranslationsFilterAll' : STATUS_LABEL_KEYS[value]),
                count: value === 'all' ? totals.total : totals[value],
              })}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {groups.length === 0 ? (
        <Text c="dimmed" data-testid="translations-none-match">
          {t('adminTranslationsNoneMatch')}
        </Text>
      ) : (
        groups.map((group) => <GroupCard key={group.id} group={group} filter={filter} />)
      )}
    </Stack>
  );
}

function groupTitle(group: TranslationGroup, t: TFunction): string {
  if (group.section === 'temas') return t('adminTranslationsThemes');
  if (group.section === 'about') return t('adminTranslationsAbout');
  // The volume's own title is its playlist's row, right below.
  return t('adminTranslationsVolume', { volume: group.volume });
}

/** "5 of 11 translated · 1 out of date": the stale part only when there is one. */
export function countsText(counts: GroupCounts, t: TFunction): string {
  const translated = t('adminTranslationsCount', { translated: counts.translated, total: counts.total });
  return counts.stale > 0
    ? `${translated} · ${t('adminTranslationsStaleCount', { count: counts.stale })}`
    : translated;
}

/** One group: its heading and counts, then its rows. */
function GroupCard({ group, filter }: { group: TranslationGroup; filter: StatusFilter }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby={titleId}
      data-testid={`translations-group-${group.id}`}
    >
      <Group justify="space-between" gap="xs" mb="xs">
        <Title order={3} size="h5" id={titleId}>
          {groupTitle(group, t)}
        </Title>
        <Text size="sm" c="dimmed" data-testid="translations-group-counts">
          {countsText(group.counts, t)}
        </Text>
      </Group>
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {group.rows.map(({ item, status }) => (
          <Group
            component="li"
            key={`${item.kind} ${item.key}`}
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            data-testid="translations-row"
          >
            <div style={{ minWidth: 0 }}>
              <Anchor
                component={Link}
                to={{ search: tabSearch(filter, item) }}
                fw={500}
                style={{ overflowWrap: 'anywhere' }}
              >
                {item.title}
              </Anchor>
              <RowDetail item={item} />
            </div>
            <StatusBadge status={status} />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** Under a row's title: which file of the volume it is (a theme or About needs no more). */
function RowDetail({ item }: { item: TranslationItem }) {
  const { t } = useTranslation();
  if (item.kind === 'tema' || item.kind === 'about') return null;
  const kindKey = kindLabelKey(item.kind);
  const kind = kindKey ? t(kindKey) : item.kind;
  const index = item.key.split('/')[1];
  return (
    <Text size="xs" c="dimmed">
      {index === undefined ? kind : t('adminTranslationsChapter', { kind, index })}
    </Text>
  );
}
