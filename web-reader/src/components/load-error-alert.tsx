import { Alert, Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The small 'Retry' button of every error that a second request may cure. */
export function RetryButton({ onRetry, mt, loading }: { onRetry: () => void; mt?: 'sm'; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button size="xs" variant="default" mt={mt} onClick={onRetry} loading={loading}>
      {t('retry')}
    </Button>
  );
}

/**
 * A page part that could not be loaded: a red alert with its title and, unless `children` say
 * more, the retry button. role="alert" so a screen reader hears it without moving focus.
 */
export function LoadErrorAlert({
  title,
  testId,
  onRetry,
  children,
}: {
  title: string;
  testId?: string;
  onRetry: () => void;
  children?: ReactNode;
}) {
  return (
    <Alert color="red" variant="light" role="alert" title={title} data-testid={testId}>
      {children ?? <RetryButton onRetry={onRetry} />}
    </Alert>
  );
}
