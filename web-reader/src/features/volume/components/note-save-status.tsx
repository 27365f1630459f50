import { Badge, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimedMessage } from '../../../hooks/use-timed-message';
import type { NoteSaveState } from '../hooks/use-note-autosave';

const messageKey = {
  unsaved: 'notesStatusUnsaved',
  saving: 'notesStatusSaving',
  offline: 'notesStatusOffline',
  error: 'notesStatusError',
  expired: 'notesStatusExpired',
  conflict: 'notesStatusConflict',
  unpublished: 'notesStatusUnpublished',
} as const;

/**
 * Where the note stands, in a polite live region (read out without interrupting the typing): the
 * 'Saved' badge for `badgeMs` after each save (SPEC.md §4), then 'All changes saved'; nothing
 * before the first change.
 */
export function NoteSaveStatus({
  state,
  savedAt,
  badgeMs,
}: {
  state: NoteSaveState;
  savedAt: number | null;
  badgeMs: number;
}) {
  const { t } = useTranslation();
  const [justSaved, showJustSaved] = useTimedMessage<true>();
  useEffect(() => {
    if (savedAt !== null) showJustSaved(true, badgeMs);
  }, [savedAt, badgeMs, showJustSaved]);

  let content: ReactNode = null;
  if (state === 'saved' && justSaved) {
    content = (
      <Badge color="teal" variant="light" size="lg" tt="none" data-testid="note-saved">
        {t('noteSaved')}
      </Badge>
    );
  } else if (state === 'saved') {
    content = savedAt !== null && (
      <Text size="sm" c="dimmed">
        {t('notesStatusSaved')}
      </Text>
    );
  } else if (state !== 'tooLong') {
    // (A note too long is said once, by the field's own error.)
    // Offline is no failure: the text waits in the outbox, which sends it when the connection is back.
    const warn = state !== 'unsaved' && state !== 'saving' && state !== 'offline';
    content = (
      <Text size="sm" c={warn ? undefined : 'dimmed'} className={warn ? 'text-error' : undefined}>
        {t(messageKey[state])}
      </Text>
    );
  }
  return (
    <div role="status" aria-live="polite" data-testid="note-status" data-state={state}>
      {content}
    </div>
  );
}
