import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Alert, Button, Group, Loader, Skeleton, Stack, Switch, Text } from '@mantine/core';
import type { Change } from '@camino/schemas/publishing/field-changes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';
import { useDryRunFlow } from '@camino/admin-ui/hooks/use-dry-run-flow';
import { SettingOutcome } from './setting-outcome';

interface SettingSwitchProps {
  label: string;
  description?: ReactNode;
  /** The stored value; undefined while it loads. */
  value: boolean | undefined;
  loadError?: unknown;
  onRetry?: () => void;
  /** Stores the new value; its returned text (if any) is shown as the success message. */
  onSave: (enabled: boolean) => Promise<string | void>;
  /**
   * The save's dry run: when given, switching shows what would change and the value
   * is stored only on Publish; Cancel puts the switch back.
   */
  onCheck?: (enabled: boolean) => Promise<readonly Change[]>;
  /** The §8 message when the server sends no detail. */
  errorKey: string;
  testId: string;
}

/**
 * One on/off setting, through the shared dry-run flow. Switched, it shows its dry run (with
 * `onCheck`) and is saved on Publish, or is saved at once. The switch shows the new position while it waits (disabled, with a spinner
 * while a request runs) and goes back if it is cancelled or fails, with the reason below.
 */
export function SettingSwitch({
  label,
  description,
  value,
  loadError,
  onRetry,
  onSave,
  onCheck,
  errorKey,
  testId,
}: SettingSwitchProps) {
  const { t } = useTranslation();
  const flow = useDryRunFlow({
    check: (enabled: boolean): Promise<readonly Change[]> => onCheck?.(enabled) ?? Promise.resolve([]),
    publish: (enabled: boolean) => onSave(enabled),
  });
  const { step, review, busy } = flow;
  // The position being checked or saved; null once stored, cancelled or refused.
  const pending =
    step.kind === 'checking' || step.kind === 'review' || step.kind === 'publishing' ? step.value : null;
  const feedback =
    step.kind === 'failed'
      ? { ok: false, text: adminErrorMessage(step.error, t, errorKey) }
      : step.kind === 'done' && step.result
        ? { ok: true, text: step.result }
        : null;

  if (loadError && value === undefined) {
    return (
      <Alert color="red" variant="light" role="alert" title={label}>
        <Text size="sm" mb="xs">
          {adminErrorMessage(loadError, t, 'adminSettingsLoadError')}
        </Text>
        {onRetry && (
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('retry')}
          </Button>
        )}
      </Alert>
    );
  }
  if (value === undefined) return <Skeleton height={40} aria-label={t('loading')} />;

  const change = (next: boolean) => (onCheck ? flow.check(next) : flow.publishNow(next));

  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Switch
          label={label}
          description={description}
          checked={pending ?? value}
          disabled={pending !== null}
          onChange={(event) => change(event.currentTarget.checked)}
          data-testid={testId}
        />
        {busy && <Loader size="xs" mt={4} aria-label={t('adminSettingsSaving')} />}
      </Group>
      <SettingOutcome
        id={testId}
        review={review}
        busy={busy}
        onConfirm={() => flow.confirm()}
        onCancel={flow.cancel}
        feedback={feedback}
      />
    </Stack>
  );
}
