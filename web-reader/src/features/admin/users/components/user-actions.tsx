import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@camino/schemas/api/admin-users';
import { useSession } from '../../../../hooks/use-session';
import { DeleteUserButton } from './delete-user-button';
import { RoleButton } from './role-button';

export interface UserActionHandlers {
  onDelete: (user: AdminUser) => void;
  onRole: (user: AdminUser) => void;
}

/**
 * What an admin can do to one account: change its role, delete it. The signed-in admin's own row
 * says why there is neither instead of offering buttons the server would refuse.
 */
export function UserActions({ user, onDelete, onRole }: { user: AdminUser } & UserActionHandlers) {
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
    <Group gap={4} wrap="nowrap">
      <RoleButton user={user} onRole={onRole} />
      <DeleteUserButton user={user} onDelete={onDelete} />
    </Group>
  );
}
