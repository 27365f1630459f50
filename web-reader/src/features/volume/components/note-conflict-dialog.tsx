import type { CurrentNote } from '@camino/schemas/api/member-data';
import { localeOf, toLanguage } from '@camino/schemas/languages';
import { Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/format-moment';
import type { ConflictChoice } from '../hooks/use-note-autosave';
import classes from './note-conflict.module.css';

/** Both texts, one after the other, as the merged text starts. */
const joined = (mine: string, theirs: string) =>
  [theirs, mine].filter((text) => text.trim() !== '').join('\n\n');

/**
 * A note another device saved while this one was typing: both texts side by side (the other with
 * when it was saved), and the member chooses: keep theirs, keep mine, or write one text from both.
 * Nothing is lost meanwhile: the member's text stays in the editor and the local draft. Closing the
 * dialog leaves the choice pending, with a button to come back to it.
 */
export function NoteConflictDialog({
  mine,
  theirs,
  onChoose,
}: {
  mine: string;
  theirs: CurrentNote;
  onChoose: (choice: ConflictChoice) => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(true);
  const [merged, setMerged] = useState(() => joined(mine, theirs.note_text));
  const locale = localeOf(toLanguage(i18n.language));
  const deleted = theirs.version === 0 || theirs.note_text === '';
  const when = theirs.updated_at ? formatMoment(theirs.updated_at, locale) : null;
  const theirsLabel = deleted
    ? when
      ? t('noteConflictTheirsDeleted', { date: when })
      : t('noteConflictTheirsDeletedUndated')
    : t('noteConflictTheirs', { date: when ?? '' });
  const choose = (choice: ConflictChoice) => void onChoose(choice);

  return (
    <>
      <Alert color="yellow" variant="light" role="alert" data-testid="note-conflict-pending">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('noteConflictPending')}</Text>
          <Button size="xs" variant="default" onClick={() => setOpened(true)}>
            {t('noteConflictReview')}
          </Button>
        </Group>
      </Alert>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('noteConflictTitle')}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
        data-testid="note-conflict"
      >
        <Stack gap="md">
          <Text>{t('noteConflictLead')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Version
              id="note-conflict-mine"
              label={t('noteConflictMine')}
              text={mine}
              emptyLabel={t('noteConflictEmpty')}
              action={t('noteConflictKeepMine')}
              onChoose={() => choose({ keep: 'mine' })}
              autofocus
            />
            <Version
              id="note-conflict-theirs"
              label={theirsLabel}
              text={theirs.note_text}
              emptyLabel={t('noteConflictEmpty')}
              action={t('noteConflictUseTheirs')}
              onChoose={() => choose({ keep: 'theirs' })}
            />
          </SimpleGrid>
          <Textarea
            label={t('noteConflictMergedLabel')}
            value={merged}
            onChange={(event) => setMerged(event.currentTarget.value)}
            autosize
            minRows={3}
            maxRows={10}
            data-testid="note-conflict-merged"
          />
          <Group justify="flex-end">
            <Button
              onClick={() => choose({ keep: 'merged', text: merged })}
              data-testid="note-conflict-save-merged"
            >
              {t('noteConflictSaveMerged')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** One of the two texts, labelled, with the button that keeps it. */
function Version({
  id,
  label,
  text,
  emptyLabel,
  action,
  onChoose,
  autofocus,
}: {
  id: string;
  label: string;
  text: string;
  emptyLabel: string;
  action: string;
  onChoose: () => void;
  autofocus?: boolean;
}) {
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={`${id}-label`} data-testid={id}>
      <Stack gap="xs" h="100%">
        <Title order={3} size="h6" id={`${id}-label`}>
          {label}
        </Title>
        <Text
          className={classes.text}
          c={text === '' ? 'dimmed' : undefined}
          flex={1}
          data-testid={`${id}-text`}
        >
          {text === '' ? emptyLabel : text}
        </Text>
        <Button variant="default" onClick={onChoose} data-autofocus={autofocus || undefined}>
          {action}
        </Button>
      </Stack>
    </Paper>
  );
}
