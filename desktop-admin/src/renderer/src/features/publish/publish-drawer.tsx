import {
  Alert,
  Button,
  Divider,
  Drawer,
  Group,
  List,
  Modal,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DryRunReport, StepResult, UploadProgress } from '../../../../shared/server-types';
import { api } from '../../lib/api';
import { useWorkspace } from '../../app/workspace-context';
import { ConnectForm } from '../../components/connect-form';
import { DryRunTable } from './dry-run-table';
import { liveSummary, removesLive } from './live-summary';
import { StepList } from './step-list';
import { UploadReport } from './upload-report';

/**
 * Connect, dry run, choose steps, confirm, then upload with progress and the server's report;
 * failed steps can be retried. After a dry run every step with something to send is ticked,
 * except steps that would remove live content: those are ticked on purpose. Publishing first
 * asks for confirmation naming what it replaces, removes and adds on the live site.
 */
export function PublishDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { snapshot, connection, setConnection, settle, refresh } = useWorkspace();
  const [report, setReport] = useState<DryRunReport | null>(null);
  const [running, setRunning] = useState<'dry-run' | 'upload' | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [results, setResults] = useState<StepResult[] | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);

  const sendable = report?.steps.filter((s) => s.needed && !s.blocked && chosen.has(s.id)) ?? [];
  const toggle = (id: string, on: boolean) =>
    setChosen((all) => {
      const next = new Set(all);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const failedIds = results?.filter((r) => !r.ok).map((r) => r.id) ?? [];

  const syncConnection = async () => setConnection(await api.server.status());

  const dryRun = async () => {
    setRunning('dry-run');
    setResults(null);
    const next = settle(await api.server.dryRun());
    setRunning(null);
    setReport(next);
    setChosen(
      new Set(next?.steps.filter((s) => s.needed && !s.blocked && !removesLive(s)).map((s) => s.id) ?? []),
    );
    if (!next) await syncConnection();
  };

  // Steps whose packed ZIP is missing or stale: what is uploaded is the packed file, so pack first.
  const unpacked = [...new Set(report?.steps.filter((s) => s.pack).map((s) => s.pack!.volume) ?? [])];
  const packAndDryRun = async () => {
    setRunning('dry-run');
    for (const volume of unpacked) {
      const packed = settle(await (volume === null ? api.pack.temas() : api.pack.volume(volume)));
      if (!packed) {
        setRunning(null);
        return;
      }
    }
    await dryRun();
  };

  const upload = async (ids: string[]) => {
    setRunning('upload');
    setProgress({ done: 0, total: ids.length, current: null });
    const unsubscribe = api.server.onUploadProgress(setProgress);
    try {
      const outcome = settle(await api.server.upload(ids));
      if (outcome) setResults(outcome.results);
      // Progress events may trail the answer; the answer is what counts.
      setProgress({ done: ids.length, total: ids.length, current: null });
    } finally {
      unsubscribe();
      setRunning(null);
      await refresh();
      await syncConnection();
    }
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
            onClick={() => void dryRun()}
            disabled={!connection || !snapshot || running !== null}
            loading={running === 'dry-run'}
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
            disabled={running !== null || results !== null}
          />
        )}
        {unpacked.length > 0 && (
          <Button
            variant="light"
            onClick={() => void packAndDryRun()}
            disabled={running !== null || results !== null}
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
            {report.steps.every((s) => !s.needed || s.blocked) ? (
              <Alert color="teal" py={6} style={{ flex: 1 }}>
                {t('nothingToUpload')}
              </Alert>
            ) : (
              <Text size="sm" data-testid="steps-chosen">
                {t('stepsChosen', {
                  chosen: sendable.length,
                  total: report.steps.filter((s) => s.needed && !s.blocked).length,
                })}
              </Text>
            )}
            <Button
              color="teal"
              disabled={sendable.length === 0 || running !== null || !connection || results !== null}
              loading={running === 'upload'}
              onClick={() => setConfirming(true)}
            >
              {t('upload', { count: sendable.length })}
            </Button>
          </Group>
        )}
        {confirming && (
          <Modal
            opened
            onClose={() => setConfirming(false)}
            title={t('confirmTitle')}
            data-testid="publish-confirm"
          >
            <Stack gap="sm">
              {report && (
                <List size="sm" data-testid="confirm-summary">
                  {liveSummary(report, sendable, t).map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List>
              )}
              <Text size="xs" c="dimmed">
                {sendable
                  .map((s) => (s.deletes ? t('deleteOnServer', { what: s.label }) : s.label))
                  .join(', ')}
              </Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setConfirming(false)}>
                  {t('cancel')}
                </Button>
                <Button
                  color="teal"
                  onClick={() => {
                    setConfirming(false);
                    void upload(sendable.map((s) => s.id));
                  }}
                >
                  {t('confirmPublish')}
                </Button>
              </Group>
            </Stack>
          </Modal>
        )}
        {progress && (
          <Stack gap={4}>
            <Progress
              value={percent}
              animated={running === 'upload'}
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
            {failedIds.length > 0 && (
              <Button
                variant="light"
                color="red"
                disabled={running !== null || !connection}
                onClick={() => void upload(failedIds)}
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
