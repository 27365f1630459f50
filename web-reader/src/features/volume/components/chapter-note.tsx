import { NOTE_MAX_LENGTH } from '@camino/schemas/constants';
import { Alert, Button, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useSession } from '../../../hooks/use-session';
import { statusOf } from '../../../lib/api-errors';
import { noteSaved, useNote } from '../api/get-note';
import { useNoteAutosave } from '../hooks/use-note-autosave';
import { useRegisterNoteFlush } from '../hooks/use-note-guard';
import type { OpenChapter } from '../utils/chapter-title';
import { draftOwner, readDraft } from '../../../lib/outbox/note-drafts';
import { isNoteTooLong, noteLength } from '../utils/note-length';
import type { ServerNote } from '../utils/note-start';
import { NoteConflictDialog } from './note-conflict-dialog';
import { NoteGoneNotice } from './note-gone-notice';
import { NoteSaveStatus } from './note-save-status';

/** How long the 'saved' badge stays (SPEC.md §4). */
export const NOTE_SAVED_MS = 3000;

type NoteErrorKey = 'sessionExpiredRedirect' | 'noteLoadError';
const noteErrorKey = (error: unknown): NoteErrorKey =>
  statusOf(error) === 401 ? 'sessionExpiredRedirect' : 'noteLoadError';

type NoteView = { show: 'loading' } | { show: 'error' } | { show: 'editor'; serverNote: ServerNote | null };

/**
 * What the note area shows. A failed revalidation keeps the loaded note (SWR keeps its data): only
 * a first load can fail. With no connection and no kept copy the member still writes: with their
 * draft on this device (the editor restores it), else over "no note" (version 0), so if the server
 * has one the save is refused and both texts are shown, never overwritten.
 */
function noteView(
  note: ReturnType<typeof useNote>,
  stale: boolean,
  owner: string | null,
  chapter: OpenChapter,
): NoteView {
  if (stale || (note.data === undefined && note.error === undefined)) return { show: 'loading' };
  if (note.data !== undefined) {
    return { show: 'editor', serverNote: { text: note.data.text, version: note.data.version } };
  }
  if (statusOf(note.error) !== 0 || owner === null) return { show: 'error' };
  return { show: 'editor', serverNote: readDraft(owner, chapter) !== null ? null : { text: '', version: 0 } };
}

/** The page's playlist is out of date: the chapter it shows moved (`index`), or some chapter did. */
export type ChapterMovedHandler = (index: number | null) => void;

/**
 * The member's personal note on the chapter (SPEC.md §2, §5, §8): a 404 is an empty note, a 401
 * sessionExpiredRedirect, anything else noteLoadError, except that a note that could not be
 * loaded for want of a connection opens with the member's local draft, or empty (saved later over
 * "no note", so a note already on the server is shown beside it, never replaced). A note
 * that turns out to be another chapter's (the playlist shifted since the page loaded) is never
 * put in the editor: the page refreshes its playlist first.
 */
export function ChapterNote({ chapter, onMoved }: { chapter: OpenChapter; onMoved: ChapterMovedHandler }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const note = useNote(chapter);
  const { userInfo } = useSession();
  // Whose drafts: fixed when the chapter opens (an expiring session must not re-key them).
  const [owner] = useState(() => draftOwner(userInfo));
  const stale = note.data?.chapterKey != null && chapter.key !== null && note.data.chapterKey !== chapter.key;
  useEffect(() => {
    if (stale) onMoved(null);
  }, [stale, onMoved]);

  // The chapter's identity: the playlist's, else the one its note was read with.
  const identity: OpenChapter = { ...chapter, key: chapter.key ?? note.data?.chapterKey ?? null };
  const view = noteView(note, stale, owner, chapter);
  return (
    <section aria-labelledby="chapter-note-title">
      <Title order={2} size="h3" id="chapter-note-title" mb="xs">
        {t('notesTitle')}
      </Title>
      {/* A note already in the cache (the one a followed save wrote) opens at once, even while
          SWR checks it: the editor is not replaced. */}
      {view.show === 'loading' ? (
        <Skeleton height={120} aria-busy="true" aria-label={t('loading')} />
      ) : view.show === 'error' ? (
        <Alert color="red" variant="light" role="alert" data-testid="note-error">
          {t(noteErrorKey(note.error))}
        </Alert>
      ) : (
        <NoteEditor
          chapter={identity}
          owner={owner}
          serverNote={view.serverNote}
          onSaved={(text, version, at) => void noteSaved(mutate, at, text, version)}
          onMoved={onMoved}
        />
      )}
    </section>
  );
}

/**
 * The editor: saved as the member types (a local draft at once, the server after a pause), with
 * the state said politely; the counter n/2000 counts characters as the server does; Save saves
 * now and is disabled over the limit and while saving; a saved badge shows for 3 s. A conflict
 * with another device opens the dialog that shows both texts; a chapter no longer published keeps
 * the text here, ready to copy.
 */
function NoteEditor({
  chapter,
  owner,
  serverNote,
  onSaved,
  onMoved,
}: {
  chapter: OpenChapter;
  owner: string | null;
  serverNote: ServerNote | null;
  onSaved: (text: string, version: number | null, at: OpenChapter) => void;
  onMoved: ChapterMovedHandler;
}) {
  const { t } = useTranslation();
  const note = useNoteAutosave({ chapter, owner, serverNote, onSaved, onMoved });
  useRegisterNoteFlush(note.flush);
  const length = noteLength(note.text);
  const tooLong = isNoteTooLong(note.text);
  const failure: NoteErrorKey | null =
    note.state === 'expired' ? 'sessionExpiredRedirect' : note.state === 'error' ? 'noteLoadError' : null;
  const waiting = note.state === 'conflict' || note.state === 'unpublished';

  return (
    <Stack gap="xs">
      {note.restored && (
        <Alert
          color="blue"
          variant="light"
          withCloseButton
          closeButtonLabel={t('close')}
          onClose={note.dismissRestored}
          data-testid="note-restored"
        >
          {t('notesRestored')}
        </Alert>
      )}
      {note.gone && <NoteGoneNotice text={note.text} />}
      <Textarea
        label={t('noteLabel')}
        description={`${t('notePrivate')} ${t('notesAutosaveHint')}`}
        placeholder={t('notePlaceholder')}
        value={note.text}
        onChange={(event) => note.setText(event.currentTarget.value)}
        autosize
        minRows={4}
        maxRows={14}
        error={tooLong ? t('noteTooLong', { max: NOTE_MAX_LENGTH }) : undefined}
        data-testid="note-text"
      />
      <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
        <Text
          size="sm"
          flex="none"
          className={tooLong ? 'text-error' : undefined}
          c={tooLong ? undefined : 'dimmed'}
          data-testid="note-counter"
        >
          {length}/{NOTE_MAX_LENGTH}
        </Text>
        <Group gap="sm" justify="flex-end" wrap="nowrap" miw={0}>
          <NoteSaveStatus state={note.state} savedAt={note.savedAt} badgeMs={NOTE_SAVED_MS} />
          <Button
            flex="none"
            onClick={() => void note.save()}
            disabled={tooLong || waiting || note.state === 'saving'}
            loading={note.state === 'saving'}
            data-testid="note-save"
          >
            {t('saveNote')}
          </Button>
        </Group>
      </Group>
      {note.conflict && (
        <NoteConflictDialog mine={note.text} theirs={note.conflict} onChoose={note.resolveConflict} />
      )}
      {note.held && (
        <Alert color="yellow" variant="light" role="alert" data-testid="note-held">
          {t('notesHeld')}
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert" data-testid="note-error">
          {t(failure)}
        </Alert>
      )}
    </Stack>
  );
}
