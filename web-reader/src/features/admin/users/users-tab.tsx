import { Group, Stack } from '@mantine/core';
import { ActionResult } from './components/action-result';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@camino/admin-ui/components/confirm-dialog';
import { CsvDownload } from './components/csv-download';
import { fullName } from './components/user-status';
import { UsersList } from './components/users-list';
import { UsersListFooter } from './components/users-list-footer';
import { UsersStats } from './components/users-stats';
import { useDeleteUser } from './hooks/use-delete-user';
import { otherRole, useUserRole } from './hooks/use-user-role';
import { useUsersList } from './hooks/use-users-list';
import { TabHeader } from '../components/tab-header';

/**
 * The Users tab (SPEC.md §2): statistics, every account (50 at a time as the admin scrolls), a
 * role change and a delete, each with confirmation, and the CSV export.
 */
export default function UsersTab() {
  const { t } = useTranslation();
  const list = useUsersList();
  const removal = useDeleteUser(list.removeUser);
  const role = useUserRole(list.changeRole);
  const toAdmin = role.last ? otherRole(role.last) === 'admin' : false;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <TabHeader title={t('adminUsersTitle')} lead={t('adminUsersLead')} />
        <CsvDownload />
      </Group>

      <UsersStats statistics={list.statistics} />

      <ActionResult result={removal.result} onDismiss={removal.dismiss} testId="users-delete-result" />

      <ActionResult result={role.result} onDismiss={role.dismiss} testId="users-role-result" />

      {list.users.length > 0 && <UsersList users={list.users} onDelete={removal.ask} onRole={role.ask} />}
      <UsersListFooter
        count={list.users.length}
        total={list.statistics?.total_users ?? 0}
        hasMore={list.hasMore}
        loading={list.loading || (list.users.length === 0 && list.hasMore && !list.error)}
        error={list.error}
        onMore={() => void list.loadMore()}
      />

      <ConfirmDialog
        opened={removal.pending !== null}
        title={t('adminUsersDeleteTitle')}
        message={removal.pending ? t('adminUsersDeleteConfirm', { name: fullName(removal.pending) }) : ''}
        confirmLabel={t('adminUsersDelete')}
        busy={removal.busy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />

      <ConfirmDialog
        opened={role.pending !== null}
        title={t(toAdmin ? 'adminUsersMakeAdminTitle' : 'adminUsersMakeMemberTitle')}
        message={
          role.last
            ? t(toAdmin ? 'adminUsersMakeAdminConfirm' : 'adminUsersMakeMemberConfirm', {
                name: fullName(role.last),
              })
            : ''
        }
        confirmLabel={t(toAdmin ? 'adminUsersMakeAdmin' : 'adminUsersMakeMember')}
        busy={role.busy}
        onConfirm={() => void role.confirm()}
        onCancel={role.cancel}
      />
    </Stack>
  );
}
