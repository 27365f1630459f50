import { Box, Button, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaylistImpact } from '@camino/schemas/api/admin-content';
import type { Change } from '@camino/schemas/publishing/field-changes';
import { dryRunSummary } from '../lib/dry-run-summary';
import { ChangeList } from './change-list';

export interface DryRunDetailsProps {
  /** Names the summary's test id: `{id}-dry-run-summary`. */
  id: string;
  changes: readonly Change[];
  impact?: PlaylistImpact | null;
  /** Show the list without a click (a delete of one item has one or two lines to read). */
  initiallyOpen?: boolean;
}

/**
 * A dry run's answer: one summary line, then the change list behind a toggle, so a
 * batch of hundreds of items stays one line until asked for.
 */
export function DryRunDetails({ id, changes, impact, initiallyOpen = false }: DryRunDetailsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  const listId = useId();
  const listed = changes.filter((c) => c.status !== 'unchanged').length;
  return (
    <>
      <Text data-testid={`${id}-dry-run-summary`}>{dryRunSummary(changes, t, impact)}</Text>
      {changes.length > 0 && (
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? t('adminDryRunHideChanges') : t('adminDryRunShowChanges', { count: listed })}
          </Button>
          <Box id={listId} hidden={!open} mt="xs">
            {open && <ChangeList changes={changes} />}
          </Box>
        </div>
      )}
    </>
  );
}
