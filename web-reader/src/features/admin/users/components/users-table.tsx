import '@mantine/core/styles/Table.css';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../api/get-users';
import { formatDate } from '../utils/format';
import { DeleteUserButton } from './delete-user-button';
import { fullName, loginOf, UserStatusBadge, UserTypeBadge } from './user-status';

interface UsersViewProps {
  users: AdminUser[];
  onDelete: (user: AdminUser) => void;
}

/** Wide screens: one row per account with every column of the API. */
export function UsersTable({ users, onDelete }: UsersViewProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        fz="sm"
        aria-label={t('adminUsersTableCaption')}
        data-testid="users-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('adminUsersColName')}</Table.Th>
            <Table.Th scope="col">{t('adminUsersColLogin')}</Table.Th>
            <Table.Th scope="col">{t('adminUsersColType')}</Table.Th>
            <Table.Th scope="col">{t('adminUsersColRegistered')}</Table.Th>
            <Table.Th scope="col">{t('adminUsersColStatus')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('adminUsersColVideos')}
            </Table.Th>
            <Table.Th scope="col">{t('adminUsersColVolumes')}</Table.Th>
            <Table.Th scope="col">{t('adminUsersColLastActivity')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('adminUsersColActions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id} data-testid="user-row" data-user-id={user.id}>
              <Table.Th scope="row" fw={500} className="break-anywhere">
                {fullName(user)}
              </Table.Th>
              <Table.Td className="break-anywhere">{loginOf(user)}</Table.Td>
              <Table.Td>
                <UserTypeBadge user={user} />
              </Table.Td>
              <Table.Td>{formatDate(user.created_at, i18n.language)}</Table.Td>
              <Table.Td>
                <UserStatusBadge user={user} />
              </Table.Td>
              <Table.Td ta="end">{user.total_videos_watched}</Table.Td>
              <Table.Td>
                <VolumesCell user={user} />
              </Table.Td>
              <Table.Td>
                {user.last_activity
                  ? formatDate(user.last_activity, i18n.language, true)
                  : t('adminUsersNever')}
              </Table.Td>
              <Table.Td>
                <DeleteUserButton user={user} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The count, with the volumes themselves underneath when there are any. */
export function VolumesCell({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  return (
    <>
      <Text span size="sm">
        {user.volumes_accessed}
      </Text>
      {user.volumes_list.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('adminUsersVolumesList', { list: user.volumes_list.join(', ') })}
        </Text>
      )}
    </>
  );
}

export type { UsersViewProps };
