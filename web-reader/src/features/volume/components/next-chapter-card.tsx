import { Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ChevronRightIcon } from '../../../components/icons';
import { useVolumes } from '../../../hooks/use-volumes';
import type { PlaylistItem } from '@camino/schemas/api/volumes';
import classes from './reading.module.css';
import { VideoThumb } from './video-thumb';

/**
 * At the end of a chapter: the next one as a card (thumbnail, title) that opens it, or, after the
 * volume's last chapter, a line saying so and the next volume that has chapters as the same kind
 * of card. Each card is a link to its address (it can be opened apart or copied); a plain click
 * moves within the app, the open note saved first.
 */
export function NextChapterCard({
  volume,
  next,
  href,
  onOpen,
}: {
  volume: number;
  next: PlaylistItem | undefined;
  href: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  if (!next) {
    return (
      <Stack gap="sm" align="center">
        <Text c="dimmed" ta="center" data-testid="last-chapter-note">
          {t('lastChapterOfVolume')}
        </Text>
        <NextVolumeCard volume={volume} />
      </Stack>
    );
  }
  return (
    <NextCard
      href={href}
      onOpen={onOpen}
      label={t('nextChapterCard')}
      title={next.title}
      thumbnail={next.thumbnail}
      testId="next-chapter-card"
    />
  );
}

/** The first volume after `volume` that has chapters to read; nothing while the list loads. */
function NextVolumeCard({ volume }: { volume: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: volumes } = useVolumes();
  const following = volumes
    ?.filter((v) => v.volume_number > volume && v.has_playlist_data)
    .sort((a, b) => a.volume_number - b.volume_number)[0];
  if (!following) return null;
  const href = `/volume/${following.volume_number}`;
  return (
    <NextCard
      href={href}
      onOpen={() => void navigate(href)}
      label={t('nextVolumeCard')}
      title={t('volumeLabel', { volume: following.volume_number })}
      testId="next-volume-card"
    />
  );
}

function NextCard({
  href,
  onOpen,
  label,
  title,
  thumbnail,
  testId,
}: {
  href: string;
  onOpen: () => void;
  label: string;
  title: string;
  thumbnail?: string;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" className={classes.nextCard} w="100%">
      <UnstyledButton
        component="a"
        href={href}
        className={classes.nextButton}
        onClick={(event: MouseEvent) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
          event.preventDefault();
          onOpen();
        }}
        data-testid={testId}
      >
        {thumbnail ? (
          <VideoThumb className={classes.nextThumb} src={thumbnail} width={112} height={63} />
        ) : null}
        <span className={classes.nextText}>
          <Text component="span" size="sm" c="dimmed" fw={600} display="block">
            {label}
          </Text>
          <Text component="span" fw={700} display="block" className={`${classes.nextTitle} break-anywhere`}>
            {title}
          </Text>
        </span>
        <ChevronRightIcon size={22} />
      </UnstyledButton>
    </Paper>
  );
}
