import { SimpleGrid, Skeleton, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VOLUME_COUNT } from '@camino/schemas/constants';
import type { VolumeProgress, VolumeSummary } from '@camino/schemas/api/volumes';
import { VolumeCard } from './volume-card';

const COLUMNS = { base: 3, sm: 4, md: 6 };

/**
 * The 36 volumes; while loading, skeleton cards of the same size hold their place. A member's
 * cards also show how much of each volume they have watched.
 */
export function VolumeGrid({
  volumes,
  isAuthenticated,
  progress,
}: {
  volumes?: VolumeSummary[];
  isAuthenticated: boolean;
  progress?: VolumeProgress[];
}) {
  const { t } = useTranslation();
  const progressOf = (n: number) => progress?.find((entry) => entry.volume_number === n);
  return (
    <section aria-labelledby="volumes-title">
      <Title order={2} size="h3" id="volumes-title" mb="sm">
        {t('volumesTitle')}
      </Title>
      <SimpleGrid cols={COLUMNS} spacing="sm" component="ul" className="plain-list" aria-busy={!volumes}>
        {volumes
          ? volumes.map((volume) => (
              <li key={volume.volume_number}>
                <VolumeCard
                  volume={volume}
                  isAuthenticated={isAuthenticated}
                  progress={progressOf(volume.volume_number)}
                />
              </li>
            ))
          : Array.from({ length: VOLUME_COUNT }, (_, i) => (
              <li key={i}>
                <Skeleton height="var(--volume-card-height)" radius="md" />
              </li>
            ))}
      </SimpleGrid>
    </section>
  );
}
