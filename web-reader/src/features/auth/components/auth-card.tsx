import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NeedsConnection } from '../../../components/needs-connection';
import '../../../locales/offline/load-offline-catalog';

/**
 * The frame every sign-in page shares: a centred card with a heading and an optional lead, and
 * while offline, that these pages need a connection.
 */
export function AuthCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }} maw={460} mx="auto" mt={{ base: 0, sm: 'lg' }}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          {lead && (
            <Text c="dimmed" size="sm" mt={4}>
              {lead}
            </Text>
          )}
        </div>
        <NeedsConnection message={t('offlineAccount')} />
        {children}
      </Stack>
    </Paper>
  );
}
