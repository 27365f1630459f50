import { localeOf, toLanguage } from '@camino/schemas/languages';
import { Button, Center, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../../../hooks/use-session';
import { uniqueNotes, useNotesPages } from '../api/get-notes';
import { groupNotes, type VolumeNotes } from '../utils/group-notes';
import { NoteCard } from './note-card';
import { NotesExport } from './notes-export';

/**
 * /my-notes (members): the member's notes by volume and chapter, newest first, a page at a time
 * ('Load more' asks for the next), each opening its chapter and showing its history; the notes on
 * chapters no longer published apart, each deletable; Markdown and JSON exports of every note.
 */
export function MyNotesPage() {
  const { t, i18n } = useTranslation();
  const { token } = useSession();
  const pages = useNotesPages(token, toLanguage(i18n.language));
  usePageTitle(t('pageTitleMyNotes'));
  const locale = localeOf(toLanguage(i18n.language));
  const loaded = useMemo(
    () => (pages.data ? uniqueNotes(pages.data.flatMap((page) => page.notes)) : undefined),
    [pages.data],
  );
  const notes = { data: loaded, error: pages.data ? undefined : pages.error };
  const grouped = useMemo(() => groupNotes(loaded ?? []), [loaded]);
  const count = loaded?.length ?? 0;
  const hasMore = !!pages.data?.at(-1)?.next_cursor;
  const loadingMore = pages.isLoading || (pages.data !== undefined && pages.data.length < pages.size);
  const moreFailed = pages.data !== undefined && pages.error !== undefined;
  const refresh = () => pages.mutate();

  return (
    <Stack gap="lg" data-testid="my-notes-page">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>{t('myNotesTitle')}</Title>
          <Text c="dimmed">{t('myNotesLead')}</Text>
          {notes.data && count > 0 && (
            <Text size="sm" fw={600} data-testid="my-notes-count">
              {hasMore ? t('myNotesShown', { count }) : t('myNotesCount', { count })}
            </Text>
          )}
        </div>
        {notes.data && count > 0 && <NotesExport locale={locale} />}
      </Group>

      {notes.error ? (
        <LoadErrorAlert
          title={t('myNotesLoadError')}
          testId="my-notes-error"
          onRetry={() => void refresh()}
        />
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
            <VolumeSection key={group.volume} group={group} locale={locale} level={2} onChanged={refresh} />
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
                  <VolumeSection
                    key={group.volume}
                    group={group}
                    locale={locale}
                    level={3}
                    onChanged={refresh}
                  />
                ))}
              </Stack>
            </section>
          )}
          <MoreNotes
            hasMore={hasMore}
            loading={loadingMore}
            failed={moreFailed}
            onMore={() => void pages.setSize(pages.size + 1)}
          />
        </>
      )}
    </Stack>
  );
}

/** Below the notes: 'Load more' while the server has more, its spinner, or its error with Retry. */
function MoreNotes({
  hasMore,
  loading,
  failed,
  onMore,
}: {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  if (failed) {
    return <LoadErrorAlert title={t('myNotesMoreError')} testId="my-notes-more-error" onRetry={onMore} />;
  }
  if (!hasMore && !loading) return null;
  return (
    <Center>
      <Button variant="default" onClick={onMore} loading={loading} data-testid="my-notes-more">
        {loading ? t('myNotesLoadingMore') : t('myNotesLoadMore')}
      </Button>
    </Center>
  );
}

function VolumeSection({
  group,
  locale,
  level,
  onChanged,
}: {
  group: VolumeNotes;
  locale: string;
  level: 2 | 3;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const id = `my-notes-volume-${group.volume}-${level}`;
  return (
    <section aria-labelledby={id} data-testid={level === 2 ? `my-notes-volume-${group.volume}` : undefined}>
      <Title order={level} size={level === 2 ? 'h3' : 'h4'} id={id} mb="xs">
        {t('myNotesVolume', { volume: group.volume })}
      </Title>
      <Stack gap="sm">
        {group.notes.map((note) => (
          <NoteCard
            key={note.chapter_key}
            note={note}
            locale={locale}
            headingOrder={level === 2 ? 3 : 4}
            onChanged={onChanged}
          />
        ))}
      </Stack>
    </section>
  );
}
