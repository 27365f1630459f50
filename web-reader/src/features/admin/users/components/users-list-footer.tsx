import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';
import { useSentinel } from '../hooks/use-sentinel';

interface UsersListFooterProps {
  count: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  error: unknown;
  onMore: () => void;
}

/**
 * Below the rows: the spinner while a page loads, 'Error loading users' with Reintentar, the end
 * of the list, or the sentinel. The sentinel is a real button, so the next page also loads from
 * the keyboard (or where IntersectionObserver is missing).
 */
export function UsersListFooter({ count, total, hasMore, loading, error, onMore }: UsersListFooterProps) {
  const { t } = useTranslation();
  const sentinel = useSentinel<HTMLButtonElement>(onMore, hasMore && !loading && !error);

  if (error) {
    const detail = adminErrorMessage(error, t, 'adminUsersLoadError');
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        title={t('adminUsersLoadError')}
        data-testid="users-error"
      >
        {detail !== t('adminUsersLoadError') && (
          <Text size="sm" mb="xs">
            {detail}
          </Text>
        )}
        <Button size="xs" variant="default" onClick={onMore}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  if (loading) {
    return (
      <Center py="md" role="status">
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{t('adminUsersLoadingMore')}</Text>
        </Group>
      </Center>
    );
  }
  if (!hasMore) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="sm" data-testid="users-end">
        {count === 0 ? t('adminUsersEmpty') : t('adminUsersEnd', { count })}
      </Text>
    );
  }
  return (
    <Center py="sm">
      <Button ref={sentinel} variant="default" size="xs" onClick={onMore} data-testid="users-more">
        {t('adminUsersLoadMore', { shown: count, total })}
      </Button>
    </Center>
  );
}
