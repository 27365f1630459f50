import { Alert, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';
import type { DeleteCheck } from './delete-feedback';
import { DryRunDetails } from '@camino/admin-ui/components/dry-run-details';

// A delete of one item removes one or two; a longer list (a year of gospel entries) stays folded.
const OPEN_UP_TO = 3;

export interface DeleteDryRunProps {
  /** Names the test ids: `{id}-dry-run`, `{id}-dry-run-summary`. */
  id: string;
  check: DeleteCheck | null;
  /** Catalog key of the failure message when the server gave no detail. */
  errorKey: string;
}

/**
 * Inside a delete's confirmation: what the server's dry run says the delete would remove (issue
 * #17), while it is asked for, or why it was refused (then Delete stays disabled: the real
 * delete would be refused the same way).
 */
export function DeleteDryRun({ id, check, errorKey }: DeleteDryRunProps) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite">
      {check?.kind === 'checking' && (
        <Group gap="xs" mb="lg" data-testid={`${id}-dry-run-checking`}>
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('adminDeleteChecking')}
          </Text>
        </Group>
      )}
      {check?.kind === 'failed' && (
        <Alert color="red" mb="lg" data-testid={`${id}-dry-run-error`}>
          {adminErrorMessage(check.error, t, errorKey)}
        </Alert>
      )}
      {check?.kind === 'checked' && (
        <Paper
          withBorder
          p="sm"
          mb="lg"
          data-testid={`${id}-dry-run`}
          bg="var(--mantine-color-default-hover)"
        >
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('adminDeleteDryRunTitle')}
            </Text>
            <DryRunDetails
              id={id}
              changes={check.changes}
              impact={check.impact}
              initiallyOpen={check.changes.filter((c) => c.status !== 'unchanged').length <= OPEN_UP_TO}
            />
          </Stack>
        </Paper>
      )}
    </div>
  );
}
