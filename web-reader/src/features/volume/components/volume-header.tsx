import { Badge, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColorSchemeToggle } from '../../../components/color-scheme-toggle';
import { BackButton } from '../../../components/back-button';
import { FallbackLabel } from '../../../components/fallback-label';
import { useTextLang } from '../../../hooks/use-content';
import type { PlaylistResponse } from '@camino/schemas/api/volumes';

/**
 * The volume's header (SPEC.md §2): back to `from`, the playlist title, how many videos can be
 * watched and how many the member has watched (live: it follows every toggle), and the
 * dark-mode toggle. A playlist not in the UI language says so under its title.
 */
export function VolumeHeader({ playlist, from }: { playlist: PlaylistResponse | undefined; from: string }) {
  const { t } = useTranslation();
  const lang = useTextLang(playlist);
  const available = playlist?.items.filter((item) => item.videoId).length ?? 0;
  const watched = playlist?.items.filter((item) => item.videoId && item.is_watched).length ?? 0;
  return (
    <Stack gap="xs" component="header">
      <Group justify="space-between" gap="sm">
        <BackButton to={from} subtle testId="volume-back">
          {t('back')}
        </BackButton>
        <ColorSchemeToggle testId="volume-color-scheme-toggle" hintAlign="end" />
      </Group>
      {playlist ? (
        <>
          <Stack gap={2}>
            <Title order={1} size="h2" lang={lang} data-testid="playlist-title">
              {playlist.playlistTitle}
            </Title>
            <FallbackLabel version={playlist} />
          </Stack>
          <Group gap="xs" aria-live="polite">
            <Badge variant="light" color="indigo" tt="none" size="lg" data-testid="videos-available">
              {t('videosAvailable', { count: available })}
            </Badge>
            <Badge variant="light" color="teal" tt="none" size="lg" data-testid="videos-watched">
              {t('videosWatched', { count: watched, total: available })}
            </Badge>
          </Group>
        </>
      ) : (
        <Stack gap="xs" aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={32} width="60%" />
          <Skeleton height={24} width={260} />
        </Stack>
      )}
    </Stack>
  );
}
