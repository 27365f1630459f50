import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Alert, Button, Group, Loader, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminErrorMessage } from '../../utils/error-message';

interface SettingSwitchProps {
  label: string;
  description?: ReactNode;
  /** The stored value; undefined while it loads. */
  value: boolean | undefined;
  loadError?: unknown;
  onRetry?: () => void;
  /** Stores the new value; its returned text (if any) is shown as the success message. */
  onSave: (enabled: boolean) => Promise<string | void>;
  /** The §8 message when the server sends no detail. */
  errorKey: string;
  testId: string;
}

/**
 * One on/off setting saved the moment it is switched. The switch shows the new position while the
 * request runs (disabled, with a spinner) and goes back if it fails, with the reason below.
 */
export function SettingSwitch({
  label,
  description,
  value,
  loadError,
  onRetry,
  onSave,
  errorKey,
  testId,
}: SettingSwitchProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<boolean | null>(null);
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);

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

  const change = async (next: boolean) => {
    setPending(next);
    setFeedback(null);
    try {
      const text = await onSave(next);
      setFeedback(text ? { ok: true, text } : null);
    } catch (error) {
      setFeedback({ ok: false, text: adminErrorMessage(error, t, errorKey) });
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Switch
          label={label}
          description={description}
          checked={pending ?? value}
          disabled={pending !== null}
          onChange={(event) => void change(event.currentTarget.checked)}
          data-testid={testId}
        />
        {pending !== null && <Loader size="xs" mt={4} aria-label={t('adminSettingsSaving')} />}
      </Group>
      <div aria-live="polite">
        {feedback && (
          <Text
            size="sm"
            className={feedback.ok ? 'text-success' : 'text-error'}
            data-testid={`${testId}-feedback`}
          >
            {feedback.text}
          </Text>
        )}
      </div>
    </Stack>
  );
}
