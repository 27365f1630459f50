import { Alert, Stack } from '@mantine/core';
import { ProblemList } from '@camino/admin-ui/components/problem-list';
import { UploadReport as FilesReport } from '@camino/admin-ui/components/upload-report';
import type { StepResult } from '../../../../shared/server-types';

/**
 * The server's answer per step: its message, then for a ZIP its counts and the files it refused
 * with why, and the problems of a refused request (both drawn as the reader's admin draws them).
 */
export function UploadReport({ results }: { results: StepResult[] }) {
  return (
    <Stack gap="xs" data-testid="upload-report">
      {results.map((result) => (
        <Alert
          key={result.id}
          color={result.ok ? 'teal' : 'red'}
          title={`${result.label}: ${result.message}`}
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
