import { localeOf, toLanguage } from '@camino/schemas/languages';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../../../hooks/use-session';
import { useNotes } from '../api/get-notes';
import { groupNotes, type VolumeNotes } from '../utils/group-notes';
import { NoteCard } from './note-card';
import { NotesExport } from './notes-export';

/**
 * /my-notes (members): every note of the member by volume and chapter, newest first, each opening
 * its chapter; the notes on chapters no longer published apart; Markdown and JSON exports.
 */
export function MyNotesPage() {
  const { t, i18n } = useTranslation();
  const { token } = useSession();
  const notes = useNotes(token);
  usePageTitle(t('pageTitleMyNotes'));
  const locale = localeOf(toLanguage(i18n.language));
  const grouped = useMemo(() => groupNotes(notes.data ?? []), [notes.data]);
  const count = notes.data?.length ?? 0;

  return (
    <Stack gap="lg" data-testid="my-notes-page">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>{t('myNotesTitle')}</Title>
          <Text c="dimmed">{t('myNotesLead')}</Text>
          {notes.data && count > 0 && (
            <Text size="sm" fw={600} data-testid="my-notes-count">
              {t('myNotesCount', { count })}
            </Text>
          )}
        </div>
        {notes.data && count > 0 && <NotesExport notes={notes.data} locale={locale} />}
      </Group>

      {notes.error ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('myNotesLoadError')}
          data-testid="my-notes-error"
        >
          <Button size="xs" variant="default" onClick={() => void notes.mutate()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : !notes.data ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={28} width={160} />
          <Skeleton height={110} />
          <Skeleton height={110} />
        </Stack>
      ) : count === 0 ? (
        <Text data-testid="my-notes-empty">{t('myNotesEmpty')}</Text>
      ) : (
        <>
          {grouped.published.map((group) => (
            <VolumeSection key={group.volume} group={group} locale={locale} level={2} />
          ))}
          {grouped.unpublished.length > 0 && (
            <section aria-labelledby="my-notes-unpublished" data-testid="my-notes-unpublished">
              <Stack gap="md">
                <div>
                  <Title order={2} id="my-notes-unpublished">
                    {t('myNotesUnpublishedTitle')}
                  </Title>
                  <Text c="dimmed" size="sm">
                    {t('myNotesUnpublishedLead')}
                  </Text>
                </div>
                {grouped.unpublished.map((group) => (
                  <VolumeSection key={group.volume} group={group} locale={locale} level={3} />
                ))}
              </Stack>
            </section>
          )}
        </>
      )}
    </Stack>
  );
}

function VolumeSection({ group, locale, level }: { group: VolumeNotes; locale: string; level: 2 | 3 }) {
  const { t } = useTranslation();
  const id = `my-notes-volume-${group.volume}-${level}`;
  return (
    <section aria-labelledby={id} data-testid={level === 2 ? `my-notes-volume-${group.volume}` : undefined}>
      <Title order={level} size={level === 2 ? 'h3' : 'h4'} id={id} mb="xs">
        {t('myNotesVolume', { volume: group.volume })}
      </Title>
      <Stack gap="sm">
        {group.notes.map((note) => (
          <NoteCard key={note.chapter_key} note={note} locale={locale} headingOrder={level === 2 ? 3 : 4} />
        ))}
      </Stack>
    </section>
  );
}
