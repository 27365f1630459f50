import type { TranslationItem } from '@camino/schemas/api/translations';
import type { TranslationStatus } from '@camino/schemas/translations/translatable';

/** One row of the list: an item and the status of its translation in the language shown. */
export interface ListedTranslation {
  item: TranslationItem;
  status: TranslationStatus;
}

/** How many of a group's items stand where: `translated` counts every item with a translation, out of date or not. */
export interface GroupCounts {
  total: number;
  translated: number;
  stale: number;
  missing: number;
  current: number;
}

/** A heading of the list: a volume (its playlist and chapter files), the themes, or About. */
export type GroupSection =
  { section: 'volume'; volume: number } | { section: 'temas' } | { section: 'about' };

export type TranslationGroup = GroupSection & {
  id: string;
  rows: ListedTranslation[];
  counts: GroupCounts;
};

/** What the list shows: every item, or only those of one status. */
export type StatusFilter = 'all' | TranslationStatus;

/** The status of `item`'s translation into `lang`: missing when the server lists none. */
export const statusIn = (item: TranslationItem, lang: string): TranslationStatus =>
  item.translations.find((translation) => translation.lang === lang)?.status ?? 'missing';

/** Counts of `rows` by status. */
export function countStatuses(rows: readonly ListedTranslation[]): GroupCounts {
  const counts: GroupCounts = { total: rows.length, translated: 0, stale: 0, missing: 0, current: 0 };
  for (const { status } of rows) counts[status] += 1;
  counts.translated = counts.current + counts.stale;
  return counts;
}

// Within a volume: the playlist first, then the chapters by number, a main file before the
// optional file of the same chapter.
const KIND_ORDER = { playlist: 0, main_file: 1, optional_file: 2, tema: 3, about: 4 } as const;
const chapterIndex = (item: TranslationItem) => Number(item.key.split('/')[1] ?? 0);

function compareInVolume(a: TranslationItem, b: TranslationItem): number {
  if (a.kind === 'playlist' || b.kind === 'playlist') return KIND_ORDER[a.kind] - KIND_ORDER[b.kind];
  return chapterIndex(a) - chapterIndex(b) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind];
}

function sectionOf(item: TranslationItem): GroupSection {
  if (item.kind === 'tema') return { section: 'temas' };
  if (item.kind === 'about' || item.volume === null) return { section: 'about' };
  return { section: 'volume', volume: item.volume };
}

const sectionId = (section: GroupSection) =>
  section.section === 'volume' ? `volume-${section.volume}` : section.section;

/**
 * The list as the tab draws it: one group per volume in volume order (its playlist, then its
 * chapter files), then the themes by title, then About. Counts are of the whole group whatever
 * the filter, so "3 of 11 translated" keeps its meaning while only the out-of-date rows show;
 * a group with no row left after the filter is left out.
 */
export function groupTranslations(
  items: readonly TranslationItem[],
  lang: string,
  filter: StatusFilter = 'all',
): TranslationGroup[] {
  const groups = new Map<string, TranslationGroup>();
  for (const item of items) {
    const section = sectionOf(item);
    const id = sectionId(section);
    let group = groups.get(id);
    if (!group) {
      group = { ...section, id, rows: [], counts: countStatuses([]) };
      groups.set(id, group);
    }
    group.rows.push({ item, status: statusIn(item, lang) });
  }
  return [...groups.values()]
    .sort((a, b) => rank(a) - rank(b) || volumeOf(a) - volumeOf(b))
    .map((group) => {
      group.rows.sort((a, b) =>
        group.section === 'volume'
          ? compareInVolume(a.item, b.item)
          : a.item.title.localeCompare(b.item.title, 'es'),
      );
      group.counts = countStatuses(group.rows);
      return { ...group, rows: group.rows.filter((row) => filter === 'all' || row.status === filter) };
    })
    .filter((group) => group.rows.length > 0);
}

const rank = (group: TranslationGroup) => ({ volume: 0, temas: 1, about: 2 })[group.section];
const volumeOf = (group: TranslationGroup) => (group.section === 'volume' ? group.volume : 0);
