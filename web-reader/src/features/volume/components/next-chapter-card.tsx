import { Paper, Text, UnstyledButton } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '../../../components/icons';
import type { PlaylistItem } from '@camino/schemas/api/volumes';
import classes from './reading.module.css';
import { VideoThumb } from './video-thumb';

/**
 * At the end of a chapter: the next one as a card (thumbnail, title) that opens it, or, after the
 * volume's last chapter, a line saying so. The card is a link to the next chapter's address (it
 * can be opened apart or copied); a plain click moves within the page, the open note saved first.
 */
export function NextChapterCard({
  next,
  href,
  onOpen,
}: {
  next: PlaylistItem | undefined;
  href: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  if (!next) {
    return (
      <Text c="dimmed" ta="center" data-testid="last-chapter-note">
        {t('lastChapterOfVolume')}
      </Text>
    );
  }
  return (
    <Paper withBorder radius="md" className={classes.nextCard}>
      <UnstyledButton
        component="a"
        href={href}
        className={classes.nextButton}
        onClick={(event: MouseEvent) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
          event.preventDefault();
          onOpen();
        }}
        data-testid="next-chapter-card"
      >
        {next.thumbnail ? (
          <VideoThumb className={classes.nextThumb} src={next.thumbnail} width={112} height={63} />
        ) : null}
        <span className={classes.nextText}>
          <Text component="span" size="sm" c="dimmed" fw={600} display="block">
            {t('nextChapterCard')}
          </Text>
          <Text component="span" fw={700} display="block" className={`${classes.nextTitle} break-anywhere`}>
            {next.title}
          </Text>
        </span>
        <ChevronRightIcon size={22} />
      </UnstyledButton>
    </Paper>
  );
}
