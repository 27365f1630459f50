import '@mantine/core/styles/List.css';
import { Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TemaUploadReport } from '@camino/schemas/api/admin-content';
import { problemLines } from '@camino/admin-ui/lib/problem-lines';
import { firstOf } from '@camino/admin-ui/lib/first-of';

/** The server's report on a themes ZIP: counts, themes stored, the first 5 failed files and 'and N more'. */
export function TemasUploadReportView({ report }: { report: TemaUploadReport }) {
  const { t, i18n } = useTranslation();
  const { shown, more } = firstOf(report.failed_files);
  return (
    <Stack gap="xs" data-testid="temas-upload-report">
      <Group gap="lg">
        <Text size="sm" data-testid="temas-report-processed">
          {t('adminTemasProcessed')}: <strong>{report.files_processed}</strong>
        </Text>
        <Text size="sm" data-testid="temas-report-failed">
          {t('adminTemasFailed')}:{' '}
          <strong className={report.files_failed > 0 ? 'text-error' : undefined}>
            {report.files_failed}
          </strong>
        </Text>
      </Group>
      {report.processed_temas.length > 0 && (
        <Text size="sm" className="break-anywhere">
          {t('adminTemasStored', { titles: report.processed_temas.map((tema) => tema.title).join(', ') })}
        </Text>
      )}
      {shown.length > 0 && (
        <div>
          <Text size="sm" fw={600}>
            {t('adminTemasFailedFiles')}
          </Text>
          <List size="sm" spacing={4} data-testid="temas-report-failed-files">
            {shown.map((file) => (
              <List.Item key={file.name} className="break-anywhere">
                <strong>{file.name}</strong>
                {file.errors.length > 0 && (
                  <>
                    {': '}
                    {problemLines(file.errors, i18n.language).join('; ')}
                  </>
                )}
              </List.Item>
            ))}
          </List>
          {more > 0 && (
            <Text size="sm" c="dimmed" data-testid="temas-report-more">
              {t('adminTemasMore', { count: more })}
            </Text>
          )}
        </div>
      )}
    </Stack>
  );
}
