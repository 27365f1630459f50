import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@camino/schemas/api/admin-users';

// A narrow table column must not cut a badge's word short.
const FULL_WIDTH = { minWidth: 'max-content' };

/** The account's type (member or admin) as a small badge. */
export function UserTypeBadge({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const admin = user.user_type === 'admin';
  return (
    <Badge variant="light" color={admin ? 'grape' : 'indigo'} radius="sm" style={FULL_WIDTH}>
      {admin ? t('adminUsersTypeAdmin') : t('adminUsersTypeMember')}
    </Badge>
  );
}

/** Active or disabled. */
export function UserStatusBadge({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={user.is_active ? 'teal' : 'gray'} radius="sm" style={FULL_WIDTH}>
      {user.is_active ? t('adminUsersStatusActive') : t('adminUsersStatusInactive')}
    </Badge>
  );
}

/** The full name, or a dash for an account without one. */
export const fullName = (user: AdminUser) => `${user.first_name} ${user.last_name}`.trim() || '—';

/** How the account signs in: its email, or an admin's username. */
export const loginOf = (user: AdminUser) => user.email ?? user.username ?? '—';
