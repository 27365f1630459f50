import '@mantine/core/styles/List.css';
import { Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChapterUploadReport } from '@camino/schemas/api/admin-content';
import { firstOf } from '../../utils/first-of';
import { ProblemList } from '../../components/problem-list';
import classes from './upload-report.module.css';

/**
 * The server's report on one ZIP: its volume, how many files were processed (unchanged ones
 * included), how many failed, and the first 5 failed files with their reasons, then 'and N more'.
 */
export function UploadReport({ report }: { report: ChapterUploadReport }) {
  const { t } = useTranslation();
  const { shown, more } = firstOf(report.failed_files);
  return (
    <Stack gap="xs" data-testid="upload-report">
      <Group gap="lg" wrap="wrap">
        <Stat label={t('adminZipReportVolume')} value={report.volume} testId="report-volume" />
        <Stat label={t('adminZipReportProcessed')} value={report.files_processed} testId="report-processed" />
        <Stat label={t('adminZipReportUnchanged')} value={report.files_unchanged} testId="report-unchanged" />
        <Stat
          label={t('adminZipReportFailed')}
          value={report.files_failed}
          testId="report-failed"
          alarm={report.files_failed > 0}
        />
      </Group>
      {shown.length > 0 && (
        <div>
          <Text size="sm" fw={600} mb={4}>
            {t('adminZipReportFailedFiles')}
          </Text>
          <List spacing="xs" size="sm" data-testid="report-failed-files">
            {shown.map((file) => (
              <List.Item key={file.name} className="break-anywhere">
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
