import { Alert, Text } from '@mantine/core';
import type { ApiProblem } from '@camino/schemas/api/error-codes';
import { ProblemList } from '@camino/admin-ui/components/problem-list';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-errors';

/** The panel's editors show at most this many problems of the text being edited. */
const PROBLEMS_SHOWN = 20;

/**
 * Whether the text in an editor passes the checks it will meet on save: its problems under a
 * title counting them, else a line saying it is valid. Test ids: `{testId}-problems`, `-valid`.
 */
export function EditCheck({
  problems,
  invalidTitle,
  validText,
  testId,
}: {
  problems: readonly ApiProblem[];
  invalidTitle: string;
  validText: string;
  testId: string;
}) {
  if (problems.length === 0) {
    return (
      <Text size="sm" className="text-success" data-testid={`${testId}-valid`}>
        {validText}
      </Text>
    );
  }
  return (
    <Alert color="red" title={invalidTitle} data-testid={`${testId}-problems`}>
      <ProblemList problems={problems} max={PROBLEMS_SHOWN} />
    </Alert>
  );
}

/** A save the server refused: its words (else `fallbackKey`'s) and the problems it named. */
export function SaveFailure({
  error,
  fallbackKey,
  testId,
}: {
  error: unknown;
  fallbackKey: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      role="alert"
      mt="sm"
      title={adminErrorMessage(error, t, fallbackKey)}
      data-testid={testId}
    >
      <ProblemList problems={error instanceof ApiError ? error.problems : []} />
    </Alert>
  );
}
