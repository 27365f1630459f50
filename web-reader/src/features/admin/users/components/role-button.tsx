import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@camino/schemas/api/admin-users';
import { otherRole } from '../hooks/use-user-role';
import { fullName } from './user-status';

/** Offers the other role for one account (Make admin / Make member); a dialog confirms it. */
export function RoleButton({ user, onRole }: { user: AdminUser; onRole: (user: AdminUser) => void }) {
  const { t } = useTranslation();
  const toAdmin = otherRole(user) === 'admin';
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color={toAdmin ? 'grape' : 'orange'}
      onClick={() => onRole(user)}
      aria-label={t(toAdmin ? 'adminUsersMakeAdminLabel' : 'adminUsersMakeMemberLabel', {
        name: fullName(user),
      })}
      data-testid="user-role-button"
    >
      {t(toAdmin ? 'adminUsersMakeAdmin' : 'adminUsersMakeMember')}
    </Button>
  );
}
