import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';

/** What an SWR hook returns that this needs. */
export interface Loadable<T> {
  data: T | undefined;
  error: unknown;
  isValidating?: boolean;
  mutate: () => unknown;
}

export interface LoadStateProps<T> {
  result: Loadable<T>;
  /** Catalog key of the message shown when loading failed and the server gave no detail. */
  errorKey: string;
  /** A line under the message saying what the failure means for the admin. */
  errorHelp?: string;
  errorTestId?: string;
  /** Heights of the placeholder blocks shown while loading, shaped like what will come. */
  skeleton?: number[];
  children: (data: T) => ReactNode;
}

/**
 * Every admin section that loads something shows the same three states: placeholders while it
 * loads, a failure with the server's reason and a Retry that keeps the section in place, then the
 * content. Data already shown stays shown when a later revalidation fails.
 */
export function LoadState<T>({
  result,
  errorKey,
  errorHelp,
  errorTestId,
  skeleton = [36, 36, 36],
  children,
}: LoadStateProps<T>) {
  const { t } = useTranslation();
  if (result.data !== undefined) return <>{children(result.data)}</>;
  if (result.error) {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        title={adminErrorMessage(result.error, t, errorKey)}
        data-testid={errorTestId}
      >
        {errorHelp && (
          <Text size="sm" mb="xs">
            {errorHelp}
          </Text>
        )}
        <Button
          size="xs"
          variant="default"
          onClick={() => void result.mutate()}
          loading={result.isValidating}
        >
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="xs" aria-busy="true" aria-label={t('loading')}>
      {skeleton.map((height, i) => (
        <Skeleton key={i} height={height} radius="sm" />
      ))}
    </Stack>
  );
}
