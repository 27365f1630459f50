import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../utils/format';
import { DeleteUserButton } from './delete-user-button';
import { fullName, loginOf, UserStatusBadge, UserTypeBadge } from './user-status';
import { VolumesCell, type UsersViewProps } from './users-table';

/** Phones: one card per account, the same facts as the table's row, label beside value. */
export function UsersCards({ users, onDelete }: UsersViewProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm" component="ul" className="plain-list" data-testid="users-cards">
      {users.map((user) => (
        <Paper key={user.id} withBorder p="sm" component="li" data-testid="user-row" data-user-id={user.id}>
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
            <DeleteUserButton user={user} onDelete={onDelete} />
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
            <Fact label={t('adminUsersColLastActivity')}>
              {user.last_activity
                ? formatDate(user.last_activity, i18n.language, true)
                : t('adminUsersNever')}
            </Fact>
          </dl>
        </Paper>
      ))}
    </Stack>
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
