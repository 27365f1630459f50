import type { MemberNote } from '@camino/schemas/api/member-data';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChevronRightIcon } from '../../../components/icons';
import { formatMoment } from '../../../lib/format-moment';
import { chapterPath } from '../utils/group-notes';
import { DeleteNoteDialog } from './delete-note-dialog';
import { NoteHistoryDialog } from './note-history-dialog';
import classes from './my-notes.module.css';

/**
 * One note: its chapter's title, when it was last changed, the text, a link that opens the
 * chapter, and its history (earlier versions, restorable). A note whose chapter is no longer
 * published says so, has nothing to open, and can be deleted (with a confirmation).
 */
export function NoteCard({
  note,
  locale,
  headingOrder,
  onChanged,
}: {
  note: MemberNote;
  locale: string;
  headingOrder: 3 | 4;
  /** The note was restored or deleted: the list is fetched again. */
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'history' | 'delete' | null>(null);
  const openable = note.published && note.index !== null;
  const close = () => setDialog(null);
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
        <Group gap="xs">
          {openable && (
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
          )}
          <Button
            variant="default"
            size="xs"
            onClick={() => setDialog('history')}
            aria-label={t('myNotesHistoryNamed', { title: note.title })}
          >
            {t('myNotesHistory')}
          </Button>
          {!openable && (
            <Button
              variant="light"
              color="red"
              size="xs"
              onClick={() => setDialog('delete')}
              aria-label={t('myNotesDeleteNamed', { title: note.title })}
            >
              {t('myNotesDelete')}
            </Button>
          )}
        </Group>
      </Stack>
      {dialog === 'history' && (
        <NoteHistoryDialog note={note} locale={locale} onClose={close} onChanged={onChanged} />
      )}
      {dialog === 'delete' && <DeleteNoteDialog note={note} onClose={close} onDeleted={onChanged} />}
    </article>
  );
}
