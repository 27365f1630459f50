import { Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon, ShareIcon } from '../../../components/icons';
import { ShareFeedback } from '../../../components/share-feedback';
import { useShareFeedback } from '../../../hooks/use-share-feedback';
import type { PlaylistItem } from '@camino/schemas/api/volumes';
import type { Language } from '@camino/schemas/languages';
import type { ChapterRef } from '../utils/chapter-title';
import classes from './volume-page.module.css';

interface ChapterNavProps {
  volume: number;
  item: PlaylistItem | undefined;
  /** The `lang` of the title (the playlist's language, when not the UI's). */
  titleLang: Language | undefined;
  chapter: ChapterRef | null;
  position: number | null;
  total: number;
  onMove: (position: number) => void;
}

/**
 * The selected video's title, the share button (a link that reopens this chapter), and
 * previous/next with 'current/total', disabled at the ends (SPEC.md §2, §4).
 */
export function ChapterNav({ volume, item, titleLang, chapter, position, total, onMove }: ChapterNavProps) {
  const { t } = useTranslation();
  const { feedback, share, isError, feedbackRef } = useShareFeedback();
  if (!item || position === null) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={28} width="70%" />
        <Skeleton height={36} />
      </Stack>
    );
  }
  const url = `${window.location.origin}/volume/${volume}${chapter ? `?chapter=${chapter.index}` : ''}`;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Box className={classes.titleBox}>
          <Title order={2} size="h3" className="break-anywhere" lang={titleLang} data-testid="current-title">
            {item.title}
          </Title>
          {item.channelTitle && (
            <Text size="sm" c="dimmed">
              {item.channelTitle}
            </Text>
          )}
        </Box>
        <Button
          variant="light"
          size="sm"
          flex="none"
          leftSection={<ShareIcon size={16} />}
          onClick={() => void share({ url, title: item.title })}
        >
          {t('shareChapter')}
        </Button>
      </Group>
      <ShareFeedback
        feedback={feedback}
        isError={isError}
        url={url}
        feedbackRef={feedbackRef}
        ta="end"
        mih={feedback ? undefined : 0}
      />
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Button
          variant="default"
          className={classes.moveButton}
          leftSection={<ChevronLeftIcon size={16} />}
          disabled={position <= 0}
          onClick={() => onMove(position - 1)}
        >
          {t('previousChapter')}
        </Button>
        <Text fw={600} className={classes.counter} data-testid="chapter-counter">
          {position + 1}/{total}
        </Text>
        <Button
          variant="default"
          className={classes.moveButton}
          rightSection={<ChevronRightIcon size={16} />}
          disabled={position >= total - 1}
          onClick={() => onMove(position + 1)}
        >
          {t('nextChapter')}
        </Button>
      </Group>
    </Stack>
  );
}
