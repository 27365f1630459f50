import { Alert, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../components/load-state';
import { formatDateTime } from '../../utils/format-date-time';
import { useRevision, type RevertAnswer, type RevisionDetail } from '../api/revisions';
import { actionLabel } from '../utils/action-label';
import { kindLabelKey } from '@camino/admin-ui/lib/labels';
import { ChangeList } from '@camino/admin-ui/components/change-list';
import { RevertDialog } from './revert-dialog';

interface RevisionDetailViewProps {
  id: number;
  onBack: () => void;
  onOpen: (id: number) => void;
  /** After a revert: the list and the content it changed are reloaded. */
  onReverted: (answer: RevertAnswer) => unknown;
}

/** One revision: who, when, what; every item's changes with the full texts compared; Revert. */
export function RevisionDetailView({ id, onBack, onOpen, onReverted }: RevisionDetailViewProps) {
  const { t, i18n } = useTranslation();
  const result = useRevision(id);
  const [reverting, setReverting] = useState<RevisionDetail | null>(null);
  const [done, setDone] = useState<RevertAnswer | null>(null);

  return (
    <Stack gap="md" data-testid="history-detail">
      <Group>
        <Button variant="subtle" onClick={onBack} data-testid="history-back">
          {t('adminHistoryBack')}
        </Button>
      </Group>
      <LoadState result={result} errorKey="adminHistoryDetailError" skeleton={[40, 120, 120]}>
        {(revision) => {
          const kindKey = kindLabelKey(revision.kind);
          return (
            <Stack gap="md">
              <Title order={2} size="h3">
                {t('adminHistoryDetailTitle', { id: revision.id })}
              </Title>
              <Text>
                {actionLabel(revision.action, t)} · {kindKey ? t(kindKey) : revision.kind}{' '}
                <Code>{revision.key}</Code> · {revision.admin} ·{' '}
                {formatDateTime(revision.created_at, i18n.language)}
              </Text>
              {revision.summary && <Text c="dimmed">{revision.summary}</Text>}
              <div aria-live="polite">
                {done && (
                  <Alert color="teal" role="status" data-testid="revert-done">
                    {done.revision
                      ? t('adminRevertDone', { id: revision.id, revision: done.revision })
                      : t('adminRevertDoneNothing')}
                  </Alert>
                )}
              </div>
              <ChangeList changes={revision.changes} items={revision.items} />
              <Group>
                <Button
                  color="red"
                  variant="light"
                  onClick={() => setReverting(revision)}
                  data-testid="history-revert"
                >
                  {t('adminRevert')}
                </Button>
              </Group>
            </Stack>
          );
        }}
      </LoadState>
      <RevertDialog
        revision={reverting}
        onClose={() => setReverting(null)}
        onOpenRevision={(later) => {
          setReverting(null);
          onOpen(later);
        }}
        onReverted={(answer) => {
          setReverting(null);
          setDone(answer);
          void onReverted(answer);
        }}
      />
    </Stack>
  );
}
