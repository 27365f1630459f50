import { Paper, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '../../../components/icons';
import type { PlaylistItem } from '@camino/schemas/api/volumes';
import classes from './reading.module.css';

/**
 * At the end of a chapter: the next one as a card (thumbnail, title) that opens it, or, after the
 * volume's last chapter, a line saying so.
 */
export function NextChapterCard({ next, onOpen }: { next: PlaylistItem | undefined; onOpen: () => void }) {
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
      <UnstyledButton className={classes.nextButton} onClick={onOpen} data-testid="next-chapter-card">
        {next.thumbnail ? (
          <img
            className={classes.nextThumb}
            src={next.thumbnail}
            alt=""
            width={112}
            height={63}
            loading="lazy"
          />
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
