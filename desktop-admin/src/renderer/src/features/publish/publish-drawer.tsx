import { Alert, Button, Divider, Drawer, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@camino/admin-ui/components/confirm-dialog';
import { useDryRunFlow } from '@camino/admin-ui/hooks/use-dry-run-flow';
import type { DryRunReport, StepResult, UploadProgress, UploadStep } from '../../../../shared/server-types';
import { api } from '../../lib/api';
import { useWorkspace } from '../../app/workspace-context';
import { ConnectForm } from '../../components/connect-form';
import { DryRunTable } from './dry-run-table';
import { liveSummary, removesLive } from './live-summary';
import { StepList } from './step-list';
import { UploadReport } from './upload-report';

/** A call main refused: `settle` already put its problems above the editor. */
class Refused extends Error {}

/** Whether a step has something to send and nothing holding it back. */
const canSend = (step: UploadStep) => step.needed && !step.blocked;

/**
 * Connect, then the dry-run flow both admin clients share (see useDryRunFlow): dry run, choose
 * steps, confirm, then upload with progress and the server's report; failed steps can be sent
 * again. After a dry run every step with something to send is ticked, except steps that would
 * remove live content: those are ticked on purpose. Publishing first asks for confirmation naming
 * what it replaces, removes and adds on the live site.
 */
export function PublishDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { snapshot, connection, setConnection, settle, refresh } = useWorkspace();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [packing, setPacking] = useState(false);

  const syncConnection = async () => setConnection(await api.server.status());

  const flow = useDryRunFlow<void, DryRunReport, StepResult[], string[]>({
    check: async () => {
      const report = settle(await api.server.dryRun());
      if (!report) {
        await syncConnection();
        throw new Refused();
      }
      setChosen(new Set(report.steps.filter((s) => canSend(s) && !removesLive(s)).map((s) => s.id)));
      return report;
    },
    publish: async (_workspace, ids) => {
      setProgress({ done: 0, total: ids.length, current: null });
      const unsubscribe = api.server.onUploadProgress(setProgress);
      try {
        const outcome = settle(await api.server.upload(ids));
        // Progress events may trail the answer; the answer is what counts.
        setProgress({ done: ids.length, total: ids.length, current: null });
        if (!outcome) throw new Refused();
        return outcome.results;
      } finally {
        unsubscribe();
        await refresh();
        await syncConnection();
      }
    },
  });
  const { step, preview: report } = flow;
  const results = step.kind === 'done' ? step.result : null;
  const running = flow.busy || packing;

  const sendable = report?.steps.filter((s) => canSend(s) && chosen.has(s.id)) ?? [];
  const toggle = (id: string, on: boolean) =>
    setChosen((all) => {
      const next = new Set(all);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const failedIds = results?.filter((r) => !r.ok).map((r) => r.id) ?? [];

  // Steps whose packed ZIP is missing or stale: what is uploaded is the packed file, so pack first.
  const unpacked = [...new Set(report?.steps.filter((s) => s.pack).map((s) => s.pack!.volume) ?? [])];
  const packAndDryRun = async () => {
    setPacking(true);
    try {
      for (const volume of unpacked) {
        if (!settle(await (volume === null ? api.pack.temas() : api.pack.volume(volume)))) return;
      }
    } finally {
      setPacking(false);
    }
    flow.check();
  };

  const percent = progress && progress.total > 0 ? (progress.done / progress.total) * 100 : 0;

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        <Title order={2} size="h4">
          {t('publish')}
        </Title>
      }
    >
      <Stack gap="md">
        <Title order={3} size="h5">
          {t('connectTitle')}
        </Title>
        <ConnectForm />
        <Divider />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('dryRunIntro')}
          </Text>
          <Button
            onClick={() => flow.check()}
            disabled={!connection || !snapshot || running}
            loading={step.kind === 'checking' || packing}
          >
            {report ? t('dryRunAgain') : t('dryRun')}
          </Button>
        </Group>
        {report && <DryRunTable report={report} />}
        {report && (
          <StepList
            steps={report.steps}
            chosen={chosen}
            onToggle={toggle}
            disabled={running || results !== null}
            onResolved={() => {
              void refresh();
              flow.check();
            }}
          />
        )}
        {unpacked.length > 0 && (
          <Button
            variant="light"
            onClick={() => void packAndDryRun()}
            disabled={running || results !== null}
            data-testid="pack-and-dry-run"
          >
            {t('packAndDryRun')}
          </Button>
        )}
        {report?.steps.some(removesLive) && (
          <Text size="xs" c="dimmed">
            {t('removalsUnticked')}
          </Text>
        )}
        {report?.steps.some((s) => s.deletes) && (
          <Text size="xs" c="dimmed">
            {t('deletionsIntro')}
          </Text>
        )}
        {report && (
          <Group justify="space-between">
            {/* A conflict left to resolve is not "up to date". */}
            {!report.steps.some(canSend) && !report.steps.some((s) => s.conflict) ? (
              <Alert color="teal" py={6} style={{ flex: 1 }}>
                {t('nothingToUpload')}
              </Alert>
            ) : (
              <Text size="sm" data-testid="steps-chosen">
                {t('stepsChosen', {
                  chosen: sendable.length,
                  total: report.steps.filter(canSend).length,
                })}
              </Text>
            )}
            <Button
              color="teal"
              disabled={sendable.length === 0 || running || !connection || results !== null}
              loading={step.kind === 'publishing'}
              onClick={flow.ask}
            >
              {t('upload', { count: sendable.length })}
            </Button>
          </Group>
        )}
        <ConfirmDialog
          opened={step.kind === 'confirming'}
          title={t('confirmTitle')}
          color="teal"
          testId="publish-confirm"
          onConfirm={() => flow.confirm(sendable.map((s) => s.id))}
          onCancel={flow.cancel}
        >
          <Stack gap="sm" mb="lg">
            {report && (
              <List size="sm" data-testid="confirm-summary">
                {liveSummary(report, sendable, t).map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            )}
            <Text size="xs" c="dimmed">
              {sendable.map((s) => (s.deletes ? t('deleteOnServer', { what: s.label }) : s.label)).join(', ')}
            </Text>
          </Stack>
        </ConfirmDialog>
        {progress && (
          <Stack gap={4}>
            <Progress
              value={percent}
              animated={step.kind === 'publishing'}
              aria-label={t('uploading', { current: progress.current ?? '' })}
              data-testid="upload-progress"
            />
            <Text size="xs" c="dimmed">
              {progress.current ? t('uploading', { current: progress.current }) : t('uploadFinished')} (
              {progress.done}/{progress.total})
            </Text>
          </Stack>
        )}
        {results && (
          <>
            <Title order={3} size="h5">
              {t('reportTitle')}
            </Title>
            <UploadReport results={results} />
            {results.some((r) => r.conflict) && (
              <Alert color="orange" py={6} data-testid="publish-conflict">
                {t('conflictAtPublish')}
              </Alert>
            )}
            {failedIds.length > 0 && (
              <Button
                variant="light"
                color="red"
                disabled={running || !connection}
                onClick={() => flow.confirm(failedIds)}
              >
                {t('retryFailed')}
              </Button>
            )}
          </>
        )}
      </Stack>
    </Drawer>
  );
}
