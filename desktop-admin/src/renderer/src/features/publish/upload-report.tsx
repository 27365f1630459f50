import { Alert, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localizeProblemMessage } from '@camino/schemas/problems-i18n';
import type { StepResult } from '../../../../shared/server-types';

/** How many refused files are listed before "and N more" (SPEC.md §9). */
const FAILED_SHOWN = 5;

/** The server's answer per step: its message, counts and the files it refused with why. */
export function UploadReport({ results }: { results: StepResult[] }) {
  const { t, i18n } = useTranslation();
  // The server answers in the UI language (Accept-Language); a problem made here, or answered
  // before a language switch, is rewritten by the shared problem catalogue.
  const say = (message: string) => localizeProblemMessage(message, i18n.language);
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
            <Text size="xs">
              {t('reportCounts', {
                processed: result.processed,
                unchanged: result.unchanged ?? 0,
                failed: result.failedFiles.length,
              })}
            </Text>
          )}
          {result.failedFiles.length > 0 && (
            <List size="xs">
              {result.failedFiles.slice(0, FAILED_SHOWN).map((file) => (
                <List.Item key={file.name}>
                  {file.name}: {file.errors.map((e) => `${e.pointer} ${say(e.message)}`).join('; ')}
                </List.Item>
              ))}
              {result.failedFiles.length > FAILED_SHOWN && (
                <List.Item>… +{result.failedFiles.length - FAILED_SHOWN}</List.Item>
              )}
            </List>
          )}
          {result.problems.length > 0 && (
            <List size="xs">
              {result.problems.map((p, i) => (
                <List.Item key={i}>
                  {p.pointer} {say(p.message)}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      ))}
    </Stack>
  );
}
