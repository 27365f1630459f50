import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The page's shape while the day loads, at fixed heights so nothing jumps. */
export function GospelSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('loading')} data-testid="gospel-loading">
      <Skeleton height={28} width="50%" />
      <Skeleton height={18} width="80%" />
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} height={22} width={i % 3 === 2 ? '70%' : '100%'} />
      ))}
      <Skeleton height={160} mt="md" />
    </Stack>
  );
}
