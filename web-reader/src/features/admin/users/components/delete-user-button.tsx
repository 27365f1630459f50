import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../hooks/use-session';
import type { AdminUser } from '@camino/schemas/api/admin-users';
import { fullName } from './user-status';

/**
 * Delete for one account. The signed-in admin's own row says why there is none instead of
 * offering a button the server would refuse.
 */
export function DeleteUserButton({
  user,
  onDelete,
}: {
  user: AdminUser;
  onDelete: (user: AdminUser) => void;
}) {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  if (userInfo?.id === user.id) {
    return (
      <Text size="xs" c="dimmed" data-testid="own-account">
        {t('adminUsersOwnAccount')}
      </Text>
    );
  }
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color="red"
      onClick={() => onDelete(user)}
      aria-label={t('adminUsersDeleteLabel', { name: fullName(user) })}
    >
      {t('adminUsersDelete')}
    </Button>
  );
}
