import type { MemberNote } from '@camino/schemas/api/member-data';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChevronRightIcon } from '../../../components/icons';
import { formatMoment } from '../../../lib/format-moment';
import { chapterPath } from '../utils/group-notes';
import classes from './my-notes.module.css';

/**
 * One note: its chapter's title, when it was last changed, the text, and a link that opens the
 * chapter; a note whose chapter is no longer published says so and has nothing to open.
 */
export function NoteCard({
  note,
  locale,
  headingOrder,
}: {
  note: MemberNote;
  locale: string;
  headingOrder: 3 | 4;
}) {
  const { t } = useTranslation();
  const openable = note.published && note.index !== null;
  return (
    <article className={classes.card} data-testid="my-note" data-chapter-key={note.chapter_key}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={headingOrder} size="h5" className="break-anywhere" miw={0}>
            {note.title}
          </Title>
          {!openable && (
            <Badge color="gray" variant="light" tt="none">
              {t('myNotesUnpublishedBadge')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          <time dateTime={note.updated_at}>
            {t('myNotesUpdated', { date: formatMoment(note.updated_at, locale) })}
          </time>
        </Text>
        <Text className={classes.text} data-testid="my-note-text">
          {note.note}
        </Text>
        {openable && (
          <div>
            <Button
              component={Link}
              to={chapterPath(note)}
              variant="light"
              size="xs"
              rightSection={<ChevronRightIcon size={14} />}
              aria-label={t('myNotesOpenChapterNamed', { title: note.title })}
            >
              {t('myNotesOpenChapter')}
            </Button>
          </div>
        )}
      </Stack>
    </article>
  );
}
