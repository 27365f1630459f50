import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The page's shape while the day loads, at fixed heights so nothing jumps. */
export function TodaySkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('loading')} data-testid="today-loading">
      <Skeleton height={150} radius="md" />
      <Skeleton height={28} width="50%" mt="md" />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={22} width={i % 3 === 2 ? '70%' : '100%'} />
      ))}
    </Stack>
  );
}
