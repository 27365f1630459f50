import { Badge } from '@mantine/core';
import type { TranslationStatus } from '@camino/schemas/translations/translatable';
import { useTranslation } from 'react-i18next';

/** Catalog key naming each status (also the filter's options). */
export const STATUS_LABEL_KEYS: Record<TranslationStatus, string> = {
  missing: 'adminTranslationStatusMissing',
  current: 'adminTranslationStatusCurrent',
  stale: 'adminTranslationStatusStale',
};

// Out of date in red: the theme's light orange text falls short of 4.5:1 on its own tint.
const COLORS: Record<TranslationStatus, string> = { missing: 'gray', current: 'teal', stale: 'red' };

/** Where an item's translation stands, as a word (colour only repeats it). */
export function StatusBadge({ status }: { status: TranslationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={COLORS[status]}
      radius="sm"
      // A long title beside it wraps; the status word never shrinks to an ellipsis.
      style={{ flexShrink: 0 }}
      data-testid="translation-status"
      data-status={status}
    >
      {t(STATUS_LABEL_KEYS[status])}
    </Badge>
  );
}
