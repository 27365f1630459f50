import type { MemberNote } from '@camino/schemas/api/member-data';
import { NOTE_HISTORY_DAYS, NOTE_HISTORY_VERSIONS } from '@camino/schemas/constants';
import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/format-moment';
import { showToast } from '../../../lib/toast';
import { useNoteHistory } from '../api/get-note-history';
import { restoreNote } from '../api/restore-note';
import classes from './my-notes.module.css';

/** How long the toast saying a version was restored stays. */
const RESTORED_TOAST_MS = 4000;

type Problem = 'conflict' | 'failed' | null;

/**
 * A note's earlier versions (what each save replaced, newest first) under its text now; on a
 * published chapter each can be restored, which saves it over the version listed, so a note
 * changed meanwhile on another device is never overwritten unseen (the list is refreshed instead).
 */
export function NoteHistoryDialog({
  note,
  locale,
  onClose,
  onChanged,
}: {
  note: MemberNote;
  locale: string;
  onClose: () => void;
  /** The note changed (restored, or found changed): the list is fetched again. */
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const history = useNoteHistory(note);
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const restorable = note.published && note.index !== null;

  const restore = async (version: number, text: string) => {
    if (note.index === null) return;
    setBusy(version);
    setProblem(null);
    try {
      const done = await restoreNote({ ...note, index: note.index }, text);
      await Promise.all([onChanged(), history.mutate()]);
      if (done) {
        showToast({ message: t('myNotesHistoryRestored'), color: 'green', duration: RESTORED_TOAST_MS });
        onClose();
      } else {
        setProblem('conflict');
      }
    } catch {
      setProblem('failed');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      opened
      onClose={busy === null ? onClose : () => undefined}
      title={t('myNotesHistoryTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
      data-testid="note-history"
    >
      <Stack gap="md">
        <div>
          <Text fw={600} className="break-anywhere">
            {note.title}
          </Text>
          <Text size="sm" c="dimmed">
            {t('myNotesHistoryLead', { versions: NOTE_HISTORY_VERSIONS, days: NOTE_HISTORY_DAYS })}
          </Text>
        </div>
        <Entry
          label={t('myNotesHistoryCurrent')}
          text={note.note}
          emptyText={t('myNotesHistoryEmptyText')}
          current
        />
        {problem && (
          <Alert color={problem === 'conflict' ? 'yellow' : 'red'} variant="light" role="alert">
            {t(problem === 'conflict' ? 'myNotesHistoryConflict' : 'myNotesRestoreError')}
          </Alert>
        )}
        {history.error ? (
          <Alert color="red" variant="light" role="alert">
            {t('myNotesHistoryLoadError')}
          </Alert>
        ) : !history.data ? (
          <Skeleton height={80} aria-busy="true" aria-label={t('loading')} />
        ) : history.data.versions.length === 0 ? (
          <Text c="dimmed" data-testid="note-history-empty">
            {t('myNotesHistoryEmpty')}
          </Text>
        ) : (
          <Stack component="ol" gap="sm" className="plain-list" data-testid="note-history-versions">
            {history.data.versions.map((version) => {
              const date = formatMoment(version.saved_at, locale);
              return (
                <li key={version.version}>
                  <Entry
                    label={t('myNotesHistorySaved', { date })}
                    dateTime={version.saved_at}
                    text={version.note_text}
                    emptyText={t('myNotesHistoryEmptyText')}
                  >
                    {restorable && version.note_text !== note.note && (
                      <Button
                        size="xs"
                        variant="light"
                        loading={busy === version.version}
                        disabled={busy !== null && busy !== version.version}
                        onClick={() => void restore(version.version, version.note_text)}
                        aria-label={t('myNotesHistoryRestoreNamed', { date })}
                      >
                        {t('myNotesHistoryRestore')}
                      </Button>
                    )}
                  </Entry>
                </li>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}

/** One text of the note: when it was saved, the text as typed, and what can be done with it. */
function Entry({
  label,
  dateTime,
  text,
  emptyText,
  current,
  children,
}: {
  label: string;
  dateTime?: string;
  text: string;
  emptyText: string;
  current?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <div className={classes.card} data-testid={current ? 'note-history-current' : 'note-history-version'}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed" fw={current ? 700 : undefined}>
            {dateTime ? <time dateTime={dateTime}>{label}</time> : label}
          </Text>
          {children}
        </Group>
        <Text className={classes.text} c={text === '' ? 'dimmed' : undefined} data-testid="note-history-text">
          {text === '' ? emptyText : text}
        </Text>
      </Stack>
    </div>
  );
}
