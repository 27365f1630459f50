import { Alert, Stack } from '@mantine/core';
import { ProblemList } from '@camino/admin-ui/components/problem-list';
import { UploadReport as FilesReport } from '@camino/admin-ui/components/upload-report';
import { localizedText } from '@camino/schemas/messages/render-problem';
import { useTranslation } from 'react-i18next';
import type { StepResult } from '../../../../shared/server-types';

/**
 * The server's answer per step: its message, then for a ZIP its counts and the files it refused
 * with why, and the problems of a refused request (both drawn as the reader's admin draws them).
 */
export function UploadReport({ results }: { results: StepResult[] }) {
  const { i18n } = useTranslation();
  // A failure's reason is written from its code in the UI language; a success is the server's words.
  const said = (result: StepResult) =>
    result.reason
      ? localizedText({ ...result.reason, message: result.message }, i18n.language)
      : result.message;
  return (
    <Stack gap="xs" data-testid="upload-report">
      {results.map((result) => (
        <Alert
          key={result.id}
          color={result.ok ? 'teal' : 'red'}
          title={`${result.label}: ${said(result)}`}
          py={6}
          data-ok={result.ok}
        >
          {result.processed !== undefined && (
            <FilesReport
              processed={result.processed}
              unchanged={result.unchanged}
              failedFiles={result.failedFiles}
              testId={`step-report-${result.id}`}
            />
          )}
          <ProblemList problems={result.problems} />
        </Alert>
      ))}
    </Stack>
  );
}
