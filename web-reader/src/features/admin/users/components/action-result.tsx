import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ActionResultProps {
  /** What the last action on an account came to, or null when there is nothing to say. */
  result: { ok: boolean; message: string } | null;
  onDismiss: () => void;
  testId: string;
}

/** The outcome of a delete or a role change: a status when it worked, an alert when it did not. */
export function ActionResult({ result, onDismiss, testId }: ActionResultProps) {
  const { t } = useTranslation();
  if (!result) return null;
  return (
    <Alert
      color={result.ok ? 'teal' : 'red'}
      variant="light"
      role={result.ok ? 'status' : 'alert'}
      withCloseButton
      closeButtonLabel={t('adminUsersDismiss')}
      onClose={onDismiss}
      data-testid={testId}
    >
      {result.message}
    </Alert>
  );
}
