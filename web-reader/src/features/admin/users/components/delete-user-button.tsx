import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@camino/schemas/api/admin-users';
import { fullName } from './user-status';

/** Delete for one account (user-actions.tsx leaves it out of the signed-in admin's own row). */
export function DeleteUserButton({
  user,
  onDelete,
}: {
  user: AdminUser;
  onDelete: (user: AdminUser) => void;
}) {
  const { t } = useTranslation();
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
