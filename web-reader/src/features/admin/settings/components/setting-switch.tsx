import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Alert, Button, Group, Loader, Skeleton, Stack, Switch, Text } from '@mantine/core';
import type { Change } from '@camino/schemas/publishing/field-changes';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';
import { SaveReview } from '@camino/admin-ui/components/save-review';

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
   * The save's dry run (issue #17): when given, switching shows what would change and the value
   * is stored only on Publish; Cancel puts the switch back.
   */
  onCheck?: (enabled: boolean) => Promise<readonly Change[]>;
  /** The §8 message when the server sends no detail. */
  errorKey: string;
  testId: string;
}

/**
 * One on/off setting. Switched, it shows its dry run (with `onCheck`) and is saved on Publish, or
 * is saved at once. The switch shows the new position while it waits (disabled, with a spinner
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
  const [pending, setPending] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [review, setReview] = useState<readonly Change[] | null>(null);
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

  const save = async (next: boolean) => {
    setBusy(true);
    try {
      const text = await onSave(next);
      setFeedback(text ? { ok: true, text } : null);
    } catch (error) {
      setFeedback({ ok: false, text: adminErrorMessage(error, t, errorKey) });
    } finally {
      setBusy(false);
      setReview(null);
      setPending(null);
    }
  };

  const change = async (next: boolean) => {
    setPending(next);
    setFeedback(null);
    if (!onCheck) return save(next);
    setBusy(true);
    try {
      setReview(await onCheck(next));
    } catch (error) {
      setFeedback({ ok: false, text: adminErrorMessage(error, t, errorKey) });
      setPending(null);
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    setReview(null);
    setPending(null);
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
        {busy && <Loader size="xs" mt={4} aria-label={t('adminSettingsSaving')} />}
      </Group>
      <div aria-live="polite">
        {review && pending !== null && (
          <SaveReview
            id={testId}
            changes={review}
            busy={busy}
            onConfirm={() => void save(pending)}
            onCancel={cancel}
          />
        )}
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
