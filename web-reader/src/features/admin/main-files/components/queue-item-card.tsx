import '@mantine/core/styles/Progress.css';
import { Alert, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-errors';
import { catalogueText } from '../../../../lib/messages';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';
import type { QueueItem } from '../hooks/use-upload-queue';
import { ProblemList } from '@camino/admin-ui/components/problem-list';
import { UploadReport } from '@camino/admin-ui/components/upload-report';

const STATUS_KEYS: Record<QueueItem['status'], string> = {
  queued: 'adminZipQueued',
  rejected: 'adminZipRejected',
  uploading: 'adminZipUploading',
  processing: 'adminZipProcessing',
  done: 'adminZipDone',
  failed: 'adminZipFailed',
  skipped: 'adminZipSkipped',
};

/** One ZIP of a batch: its name and state, a progress bar while it goes, then its report or error. */
export function QueueItemCard({ item }: { item: QueueItem }) {
  const { t } = useTranslation();
  const percent = Math.round(item.progress * 100);
  return (
    <Paper withBorder p="sm" data-testid="zip-item" data-status={item.status}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} className="break-anywhere">
            {item.name}
          </Text>
          <Text size="sm" c="dimmed" data-testid="zip-status">
            {item.report && item.report.files_failed > 0
              ? t('adminZipDoneWithProblems', { count: item.report.files_failed })
              : item.dryRun && item.status === 'done'
                ? t('adminZipChecked')
                : t(STATUS_KEYS[item.status], { percent })}
          </Text>
        </Group>
        {item.status === 'uploading' && (
          <Progress value={percent} aria-label={t('adminZipProgressLabel', { name: item.name })} />
        )}
        {/* The body is sent; the server is reading the ZIP, which has no measurable progress. */}
        {item.status === 'processing' && (
          <Progress value={100} striped animated aria-label={t('adminZipProcessing')} />
        )}
        {item.status === 'rejected' && (
          <Alert color="red" p="xs">
            {catalogueText('choose_zip')}
          </Alert>
        )}
        {item.status === 'failed' && (
          <Alert color="red" p="xs" title={adminErrorMessage(item.error, t, 'adminContentUploadError')}>
            <ProblemList problems={item.error instanceof ApiError ? item.error.problems : []} />
          </Alert>
        )}
        {item.report && (
          <UploadReport
            volume={item.report.volume}
            processed={item.report.files_processed}
            unchanged={item.report.files_unchanged}
            failed={item.report.files_failed}
            failedFiles={item.report.failed_files}
          />
        )}
      </Stack>
    </Paper>
  );
}
