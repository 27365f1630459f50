import { Alert, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiProblem } from '@camino/schemas/api/error-codes';
import { ProblemList } from '@camino/admin-ui/components/problem-list';
import { firstOf } from '@camino/admin-ui/lib/first-of';
import { AdminSection } from './admin-section';

export interface UploadPanelProps {
  /** Names the section's heading and the results' test ids (`{id}-upload-result`, `-error`). */
  id: string;
  title: string;
  help: string;
  /** The file picker and the Upload button. */
  children: ReactNode;
  /** What a stored upload came to, or null. */
  doneText: string | null;
  /** Why the last upload was refused, with the problems the server found, or null. */
  failure: { message: string; problems: readonly ApiProblem[] } | null;
  /** Problems listed before 'and N more'; all of them when left out. */
  problemsShown?: number;
  /** The dry run waiting for Publish (a DryRunReview), or null. */
  review?: ReactNode;
}

/** An admin upload section: heading, help, the controls, then the outcome announced below. */
export function UploadPanel({
  id,
  title,
  help,
  children,
  doneText,
  failure,
  problemsShown,
  review,
}: UploadPanelProps) {
  return (
    <AdminSection titleId={`${id}-upload-title`} title={title} help={help} order={2}>
      <Group align="flex-end" wrap="wrap" gap="sm">
        {children}
      </Group>
      <div aria-live="polite">
        {review}
        {doneText && (
          <Alert color="green" data-testid={`${id}-upload-result`}>
            {doneText}
          </Alert>
        )}
        {failure && (
          <Alert color="red" title={failure.message} data-testid={`${id}-upload-error`}>
            <FailureProblems problems={failure.problems} max={problemsShown} />
          </Alert>
        )}
      </div>
    </AdminSection>
  );
}

function FailureProblems({ problems, max = Infinity }: { problems: readonly ApiProblem[]; max?: number }) {
  const { t } = useTranslation();
  const { shown, more } = firstOf(problems, max);
  return (
    <>
      <ProblemList problems={shown} />
      {more > 0 && (
        <Text size="sm" mt={4}>
          {t('adminZipReportMore', { count: more })}
        </Text>
      )}
    </>
  );
}
