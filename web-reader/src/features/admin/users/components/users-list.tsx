import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@camino/schemas/api/admin-users';
import { ResponsiveRows, type RowColumn } from '../../components/responsive-rows';
import { formatDate } from '../utils/format';
import { UserActions, type UserActionHandlers } from './user-actions';
import { fullName, loginOf, UserStatusBadge, UserTypeBadge } from './user-status';

// A table needs room for nine columns; narrower screens get one card per account.
const CARDS_WHEN = '(max-width: 47.99em)';

interface UsersListProps extends UserActionHandlers {
  users: AdminUser[];
}

/**
 * Every account loaded so far: on wide screens one table row per account with every column of
 * the API, on phones a card with the same facts, label beside value.
 */
export function UsersList({ users, onDelete, onRole }: UsersListProps) {
  const { t, i18n } = useTranslation();
  const lastActivity = (user: AdminUser) =>
    user.last_activity ? formatDate(user.last_activity, i18n.language, true) : t('adminUsersNever');

  const columns: RowColumn<AdminUser>[] = [
    { header: t('adminUsersColName'), cell: fullName, rowHeader: true, breakAnywhere: true },
    { header: t('adminUsersColLogin'), cell: loginOf, breakAnywhere: true },
    { header: t('adminUsersColType'), cell: (user) => <UserTypeBadge user={user} /> },
    { header: t('adminUsersColRegistered'), cell: (user) => formatDate(user.created_at, i18n.language) },
    { header: t('adminUsersColStatus'), cell: (user) => <UserStatusBadge user={user} /> },
    { header: t('adminUsersColVideos'), cell: (user) => user.total_videos_watched, align: 'end' },
    { header: t('adminUsersColVolumes'), cell: (user) => <VolumesCell user={user} /> },
    { header: t('adminUsersColLastActivity'), cell: lastActivity },
    {
      header: t('adminUsersColActions'),
      hiddenHeader: true,
      cell: (user) => <UserActions user={user} onDelete={onDelete} onRole={onRole} />,
    },
  ];

  return (
    <ResponsiveRows
      rows={users}
      rowKey={(user) => user.id}
      columns={columns}
      cardsWhen={CARDS_WHEN}
      rowProps={(user) => ({ 'data-testid': 'user-row', 'data-user-id': user.id })}
      testId={{ table: 'users-table', cards: 'users-cards' }}
      label={t('adminUsersTableCaption')}
      minTableWidth={900}
      tableProps={{ verticalSpacing: 'xs', fz: 'sm' }}
      card={(user) => (
        <>
          <Group
            justify="space-between"
            align="flex-start"
            wrap="nowrap"
            gap="xs"
            preventGrowOverflow={false}
          >
            <div style={{ minWidth: 0, flex: 1 }}>
              <Text fw={600} className="break-anywhere">
                {fullName(user)}
              </Text>
              <Text size="sm" c="dimmed" className="break-anywhere">
                {loginOf(user)}
              </Text>
            </div>
            <UserActions user={user} onDelete={onDelete} onRole={onRole} />
          </Group>
          <Group gap={6} mt={6}>
            <UserTypeBadge user={user} />
            <UserStatusBadge user={user} />
          </Group>
          <dl className="plain-list" style={{ margin: 0, marginTop: 8 }}>
            <Fact label={t('adminUsersColRegistered')}>{formatDate(user.created_at, i18n.language)}</Fact>
            <Fact label={t('adminUsersColVideos')}>{user.total_videos_watched}</Fact>
            <Fact label={t('adminUsersColVolumes')}>
              <VolumesCell user={user} />
            </Fact>
            <Fact label={t('adminUsersColLastActivity')}>{lastActivity(user)}</Fact>
          </dl>
        </>
      )}
    />
  );
}

/** The count, with the volumes themselves underneath when there are any. */
function VolumesCell({ user }: { user: AdminUser }) {
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

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text component="dt" size="sm" c="dimmed" miw={110}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </Group>
  );
}
