import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConflictChoice, ConflictView } from '../../../../shared/server-types';
import { useWorkspace } from '../../app/workspace-context';
import { api } from '../../lib/api';
import { MergeView } from './merge-view';

interface ConflictActionsProps {
  path: string;
  disabled: boolean;
  /** After a resolution: the dry run runs again, so the step shows what it would now send. */
  onResolved: () => void;
}

/**
 * The three ways out of a conflict with the server, under its blocked step: keep mine (published
 * over theirs), take theirs (the workspace file becomes the server's), or merge both in a diff.
 */
export function ConflictActions({ path, disabled, onResolved }: ConflictActionsProps) {
  const { t } = useTranslation();
  const { settle } = useWorkspace();
  const [merging, setMerging] = useState<ConflictView | null>(null);
  const [busy, setBusy] = useState(false);

  const resolve = async (choice: ConflictChoice, merged?: string) => {
    setBusy(true);
    try {
      if (settle(await api.server.resolveConflict(path, choice, merged)) !== null) {
        setMerging(null);
        onResolved();
      }
    } finally {
      setBusy(false);
    }
  };
  const openMerge = async () => {
    const view = settle(await api.server.conflict(path));
    if (view) setMerging(view);
  };
  const off = disabled || busy;

  return (
    <Stack gap={4} mt={4} data-testid="conflict">
      <Text size="xs" c="red">
        {t('conflictIntro', { path })}
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="light" color="orange" disabled={off} onClick={() => void resolve('mine')}>
          {t('conflictKeepMine')}
        </Button>
        <Button size="xs" variant="light" disabled={off} onClick={() => void resolve('theirs')}>
          {t('conflictTakeTheirs')}
        </Button>
        <Button size="xs" variant="light" disabled={off} onClick={() => void openMerge()}>
          {t('conflictMerge')}
        </Button>
      </Group>
      <MergeView
        conflict={merging}
        onUse={(merged) => void resolve('merge', merged)}
        onCancel={() => setMerging(null)}
      />
    </Stack>
  );
}
