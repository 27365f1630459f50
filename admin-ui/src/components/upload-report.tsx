import '@mantine/core/styles/List.css';
import { Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FailedFile } from '@camino/schemas/api/admin-content';
import { firstOf } from '../lib/first-of';
import layout from './layout.module.css';
import { ProblemList } from './problem-list';
import classes from './upload-report.module.css';

export interface UploadReportProps {
  /** The volume a chapter ZIP went to, when the answer names one. */
  volume?: number;
  processed: number;
  /** Files stored exactly as they were, when the answer counts them. */
  unchanged?: number;
  /** How many files failed: the answer's count, which its list matches. */
  failed?: number;
  failedFiles: readonly FailedFile[];
  /** The report's test id; its counts' ids (`report-processed`, …) are fixed. */
  testId?: string;
}

/**
 * The server's report on an uploaded ZIP: how many files were processed (unchanged ones
 * included), how many failed, and the first 5 failed files with their reasons, then 'and N more'
 * (SPEC.md §9).
 */
export function UploadReport({
  volume,
  processed,
  unchanged,
  failed,
  failedFiles,
  testId = 'upload-report',
}: UploadReportProps) {
  const { t } = useTranslation();
  const { shown, more } = firstOf(failedFiles);
  const failedCount = failed ?? failedFiles.length;
  return (
    <Stack gap="xs" data-testid={testId}>
      <Group gap="lg" wrap="wrap">
        {volume !== undefined && (
          <Stat label={t('adminZipReportVolume')} value={volume} testId="report-volume" />
        )}
        <Stat label={t('adminZipReportProcessed')} value={processed} testId="report-processed" />
        {unchanged !== undefined && (
          <Stat label={t('adminZipReportUnchanged')} value={unchanged} testId="report-unchanged" />
        )}
        <Stat
          label={t('adminZipReportFailed')}
          value={failedCount}
          testId="report-failed"
          alarm={failedCount > 0}
        />
      </Group>
      {shown.length > 0 && (
        <div>
          <Text size="sm" fw={600} mb={4}>
            {t('adminZipReportFailedFiles')}
          </Text>
          <List spacing="xs" size="sm" data-testid="report-failed-files">
            {shown.map((file) => (
              <List.Item key={file.name} className={layout.breakAnywhere}>
                <Text span size="sm" fw={600}>
                  {file.name}
                </Text>
                <ProblemList problems={file.errors} />
              </List.Item>
            ))}
          </List>
          {more > 0 && (
            <Text size="sm" c="dimmed" mt={4} data-testid="report-more">
              {t('adminZipReportMore', { count: more })}
            </Text>
          )}
        </div>
      )}
    </Stack>
  );
}

function Stat({
  label,
  value,
  testId,
  alarm,
}: {
  label: string;
  value: number;
  testId: string;
  alarm?: boolean;
}) {
  return (
    <Text size="sm" data-testid={testId}>
      {label}:{' '}
      <Text span fw={700} className={alarm ? classes.alarm : undefined}>
        {value}
      </Text>
    </Text>
  );
}
