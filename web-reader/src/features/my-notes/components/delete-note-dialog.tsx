import type { MemberNote } from '@camino/schemas/api/member-data';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statusOf } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toast';
import { deleteNote } from '../api/delete-note';

/** How long the toast saying a note was deleted stays. */
const DELETED_TOAST_MS = 4000;

/**
 * Asks before a note on a chapter no longer published is deleted for good (it cannot be written
 * again). Cancel has the focus first, so Enter on an accidental open deletes nothing. A note
 * already gone (404) counts as deleted.
 */
export function DeleteNoteDialog({
  note,
  onClose,
  onDeleted,
}: {
  note: MemberNote;
  onClose: () => void;
  onDeleted: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await deleteNote(note.volume, note.chapter_key);
    } catch (error) {
      if (statusOf(error) !== 404) {
        setFailed(true);
        setBusy(false);
        return;
      }
    }
    showToast({ message: t('myNotesDeleted'), color: 'green', duration: DELETED_TOAST_MS });
    await onDeleted();
    setBusy(false);
    onClose();
  };

  return (
    <Modal
      opened
      onClose={busy ? () => undefined : onClose}
      title={t('myNotesDeleteTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
      data-testid="delete-note"
    >
      <Stack gap="md">
        <Text>{t('myNotesDeleteMessage', { title: note.title })}</Text>
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {t('myNotesDeleteError')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
            {t('cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={busy} data-testid="delete-note-confirm">
            {t('myNotesDeleteConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
