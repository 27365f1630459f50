import { Skeleton, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DonateButton } from '../../../components/donate-button';
import { CloudOffIcon, VideoOffIcon } from '../../../components/icons';
import { useOnline } from '../../../hooks/use-online';
import { YOUTUBE_EMBED_BASE } from '../../../config/site';
import type { PlaylistItem } from '@camino/schemas/api/volumes';
import classes from './volume-page.module.css';
import '../../../locales/offline/load-offline-catalog';

/**
 * The selected chapter's video in YouTube's privacy-enhanced embed, or, for a video without an
 * id, the 'Video no disponible' placeholder with a donate button (SPEC.md §2). Offline, a video
 * not yet loaded says it needs a connection (the chapter's text below reads on); one already
 * playing stays, as a dropped connection may come back before its buffer runs out.
 */
export function VideoPlayer({ item }: { item: PlaylistItem | undefined }) {
  const { t } = useTranslation();
  const online = useOnline();
  const loadedOnline = useRef<string | null>(null);
  if (!item) return <Skeleton className={classes.frame} aria-busy="true" aria-label={t('loading')} />;
  if (item.videoId && online) loadedOnline.current = item.videoId;
  if (item.videoId && !online && loadedOnline.current !== item.videoId) {
    return (
      <div className={`${classes.frame} ${classes.unavailable}`} data-testid="video-offline">
        <CloudOffIcon size={36} />
        <Text maw={420}>{t('offlineVideo')}</Text>
      </div>
    );
  }
  if (!item.videoId) {
    return (
      <div className={`${classes.frame} ${classes.unavailable}`} data-testid="video-unavailable">
        <VideoOffIcon size={36} />
        <Title order={2} size="h3">
          {t('videoNotAvailable')}
        </Title>
        <Text size="sm" maw={420}>
          {t('videoNotAvailableText')}
        </Text>
        <DonateButton />
      </div>
    );
  }
  return (
    <div className={classes.frame}>
      <iframe
        key={item.videoId}
        src={`${YOUTUBE_EMBED_BASE}${encodeURIComponent(item.videoId)}`}
        title={t('videoPlayerTitle', { title: item.title })}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        data-testid="video-player"
      />
    </div>
  );
}
