import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserStatistics } from '@camino/schemas/api/admin-users';
import { formatCount } from '../utils/format';

/** The three site-wide figures of the users list (SPEC.md §3, Statistics). */
export function UsersStats({ statistics }: { statistics: UserStatistics | null }) {
  const { t, i18n } = useTranslation();
  const items = [
    ['adminUsersStatTotal', statistics?.total_users, 'total-users'],
    ['adminUsersStatActive', statistics?.active_users, 'active-users'],
    ['adminUsersStatViews', statistics?.total_visualizations, 'total-visualizations'],
  ] as const;
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'sm' }}>
      {items.map(([label, value, id]) => (
        <Paper key={id} withBorder p={{ base: 'xs', sm: 'md' }}>
          <Text size="sm" c="dimmed" lh={1.3}>
            {t(label)}
          </Text>
          {value === undefined ? (
            <Skeleton height={30} width={80} mt={4} />
          ) : (
            <Text fz={{ base: 20, sm: 26 }} fw={700} data-testid={`stat-${id}`}>
              {formatCount(value, i18n.language)}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
