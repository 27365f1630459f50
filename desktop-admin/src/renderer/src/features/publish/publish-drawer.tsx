import { Alert, Button, Divider, Drawer, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DryRunReport, StepResult, UploadProgress } from '../../../../shared/server-types';
import { api } from '../../lib/api';
import { useWorkspace } from '../workspace/workspace-context';
import { ConnectForm } from './connect-form';
import { DryRunTable } from './dry-run-table';
import { UploadReport } from './upload-report';

/** Connect, dry run, then upload with progress and the server's report; failed steps can be retried. */
export function PublishDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { snapshot, connection, setConnection, settle, refresh } = useWorkspace();
  const [report, setReport] = useState<DryRunReport | null>(null);
  const [running, setRunning] = useState<'dry-run' | 'upload' | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [results, setResults] = useState<StepResult[] | null>(null);

  const sendable = report?.steps.filter((s) => s.needed && !s.blocked) ?? [];
  const failedIds = results?.filter((r) => !r.ok).map((r) => r.id) ?? [];

  const syncConnection = async () => setConnection(await api.server.status());

  const dryRun = async () => {
    setRunning('dry-run');
    setResults(null);
    const next = settle(await api.server.dryRun());
    setRunning(null);
    setReport(next);
    if (!next) await syncConnection();
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
          <Group justify="space-between">
            {sendable.length === 0 ? (
              <Alert color="teal" py={6} style={{ flex: 1 }}>
                {t('nothingToUpload')}
              </Alert>
            ) : (
              <Text size="sm">{sendable.map((s) => s.label).join(', ')}</Text>
            )}
            <Button
              color="teal"
              disabled={sendable.length === 0 || running !== null || !connection || results !== null}
              loading={running === 'upload'}
              onClick={() => void upload(sendable.map((s) => s.id))}
            >
              {t('upload', { count: sendable.length })}
            </Button>
          </Group>
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
