import { Alert, Button, Stack } from '@mantine/core';
import { useState, type FormEventHandler, type ReactNode } from 'react';

export interface AuthFormProps {
  /** The reason the last submit failed, shown above the fields (role=alert, so it is announced). */
  failure?: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitting: boolean;
  submitDisabled?: boolean;
  /** The fields. */
  children: ReactNode;
}

/**
 * The form every sign-in page shares: the failure alert, the fields, and a full-width submit
 * button that spins while the request runs. The browser's own validation is off: each field shows
 * the reader's translated message instead.
 *
 * A new submit hides the last failure at once: the fields' own checks may stop it before any
 * request, and a refusal of the previous attempt above fresh field errors reads as the current
 * problem. Each form clears `failure` when its request starts, so the same refusal twice in a row
 * shows again.
 */
export function AuthForm({
  failure,
  onSubmit,
  submitLabel,
  submitting,
  submitDisabled,
  children,
}: AuthFormProps) {
  const [hidden, setHidden] = useState<string | null>(null);
  if (!failure && hidden !== null) setHidden(null);
  const shown = failure && failure !== hidden ? failure : null;
  const submit: FormEventHandler<HTMLFormElement> = (event) => {
    if (failure) setHidden(failure);
    onSubmit(event);
  };
  return (
    <>
      {shown && (
        <Alert color="red" variant="light" role="alert">
          {shown}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {children}
          <Button type="submit" disabled={submitDisabled} loading={submitting} fullWidth mt="xs">
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </>
  );
}
