import { Alert, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';
import { DryRunDetails } from '@camino/admin-ui/components/dry-run-details';
import type { ConfirmedDelete } from './delete-feedback';

// A delete of one item removes one or two; a longer list (a year of gospel entries) stays folded.
const OPEN_UP_TO = 3;

export interface DeleteDryRunProps {
  /** Names the test ids: `{id}-dry-run`, `{id}-dry-run-summary`. */
  id: string;
  /** Where the delete stands, from `useConfirmedDelete`. */
  step: ConfirmedDelete<unknown>['step'];
  /** Catalog key of the failure message when the server gave no detail. */
  errorKey: string;
}

/**
 * Inside a delete's confirmation: what the server's dry run says the delete would remove, while
 * it is asked for, or why it was refused (then Delete stays disabled: the real delete would be
 * refused the same way).
 */
export function DeleteDryRun({ id, step, errorKey }: DeleteDryRunProps) {
  const { t } = useTranslation();
  const preview = step.kind === 'review' || step.kind === 'publishing' ? step.preview : undefined;
  const changes = preview?.changes ?? [];
  return (
    <div aria-live="polite">
      {step.kind === 'checking' && (
        <Group gap="xs" mb="lg" data-testid={`${id}-dry-run-checking`}>
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('adminDeleteChecking')}
          </Text>
        </Group>
      )}
      {step.kind === 'failed' && (
        <Alert color="red" mb="lg" data-testid={`${id}-dry-run-error`}>
          {adminErrorMessage(step.error, t, errorKey)}
        </Alert>
      )}
      {preview && (
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
              changes={changes}
              impact={preview.impact}
              initiallyOpen={changes.filter((c) => c.status !== 'unchanged').length <= OPEN_UP_TO}
            />
          </Stack>
        </Paper>
      )}
    </div>
  );
}
