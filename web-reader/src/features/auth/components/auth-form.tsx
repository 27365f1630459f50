import { Alert, Button, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

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
 */
export function AuthForm({
  failure,
  onSubmit,
  submitLabel,
  submitting,
  submitDisabled,
  children,
}: AuthFormProps) {
  return (
    <>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
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
