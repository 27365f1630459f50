import { NOTE_MAX_LENGTH } from '@camino/schemas/constants';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimedMessage } from '../../../hooks/use-timed-message';
import { statusOf } from '../../../lib/api-errors';
import { useNote } from '../api/get-note';
import { saveNote } from '../api/save-note';
import type { ChapterRef } from '../utils/chapter-title';
import { isNoteTooLong, noteLength } from '../utils/note-length';

/** How long the 'saved' badge stays (SPEC.md §4). */
export const NOTE_SAVED_MS = 3000;

type NoteErrorKey = 'sessionExpiredRedirect' | 'noteLoadError';
const noteErrorKey = (error: unknown): NoteErrorKey =>
  statusOf(error) === 401 ? 'sessionExpiredRedirect' : 'noteLoadError';

/**
 * The member's personal note on the chapter (SPEC.md §2, §5, §8): a 404 is an empty note, a 401
 * sessionExpiredRedirect, anything else noteLoadError.
 */
export function ChapterNote({ chapter }: { chapter: ChapterRef }) {
  const { t } = useTranslation();
  const note = useNote(chapter);
  return (
    <section aria-labelledby="chapter-note-title">
      <Title order={2} size="h3" id="chapter-note-title" mb="xs">
        {t('notesTitle')}
      </Title>
      {note.isLoading ? (
        <Skeleton height={120} aria-busy="true" aria-label={t('loading')} />
      ) : note.error ? (
        <Alert color="red" variant="light" role="alert" data-testid="note-error">
          {t(noteErrorKey(note.error))}
        </Alert>
      ) : (
        <NoteEditor
          chapter={chapter}
          initial={note.data ?? ''}
          onSaved={(text) => void note.mutate(text, { revalidate: false })}
        />
      )}
    </section>
  );
}

/**
 * The editor: the counter n/2000 counts characters as the server does; Save is disabled over the
 * limit and while saving; a saved badge shows for 3 s.
 */
function NoteEditor({
  chapter,
  initial,
  onSaved,
}: {
  chapter: ChapterRef;
  initial: string;
  onSaved: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<NoteErrorKey | null>(null);
  const [saved, showSaved] = useTimedMessage<true>();
  const length = noteLength(text);
  const tooLong = isNoteTooLong(text);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await saveNote(chapter, text);
      onSaved(text);
      showSaved(true, NOTE_SAVED_MS);
    } catch (failure) {
      setError(noteErrorKey(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="xs">
      <Textarea
        label={t('noteLabel')}
        description={t('notePrivate')}
        placeholder={t('notePlaceholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autosize
        minRows={4}
        maxRows={14}
        error={tooLong ? t('noteTooLong', { max: NOTE_MAX_LENGTH }) : undefined}
        data-testid="note-text"
      />
      <Group justify="space-between" gap="sm">
        <Text
          size="sm"
          className={tooLong ? 'text-error' : undefined}
          c={tooLong ? undefined : 'dimmed'}
          data-testid="note-counter"
        >
          {length}/{NOTE_MAX_LENGTH}
        </Text>
        <Group gap="sm">
          <div role="status">
            {saved && (
              <Badge color="teal" variant="light" size="lg" tt="none" data-testid="note-saved">
                {t('noteSaved')}
              </Badge>
            )}
          </div>
          <Button
            onClick={() => void save()}
            disabled={tooLong || saving}
            loading={saving}
            data-testid="note-save"
          >
            {t('saveNote')}
          </Button>
        </Group>
      </Group>
      {error && (
        <Alert color="red" variant="light" role="alert" data-testid="note-error">
          {t(error)}
        </Alert>
      )}
    </Stack>
  );
}
