import { Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { QuickEditButton } from '../../components/quick-edit/quick-edit-button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredChapter } from '@camino/schemas/api/admin-content';
import { VOLUME_COUNT } from '@camino/schemas/constants';
import { DeleteConfirm } from '../../components/delete-confirm';
import { DeleteFeedback, useConfirmedDelete } from '../../components/delete-feedback';
import { LoadState } from '../../components/load-state';
import { ResponsiveRows, type RowColumn } from '../../components/responsive-rows';
import { deleteStoredChapter, useStoredChapters } from '../api/stored-chapters';
import { AdminSection } from '../../components/admin-section';

const NARROW = '(max-width: 40em)';
const VOLUMES = Array.from({ length: VOLUME_COUNT }, (_, i) => String(i + 1));

/**
 * A volume's stored chapter files with whether its current playlist has each: members get only
 * those, so the others are stale and may be removed here (one at a time, after a confirmation).
 */
export function StoredChapters() {
  const { t } = useTranslation();
  const [volume, setVolume] = useState(1);
  const stored = useStoredChapters(volume);
  const deletion = useConfirmedDelete(
    (chapter: StoredChapter) => deleteStoredChapter(volume, chapter),
    stored.mutate,
    { preview: (chapter) => deleteStoredChapter(volume, chapter, { dryRun: true }) },
  );
  const { pending } = deletion;
  const kindLabel = (chapter: StoredChapter) =>
    t(chapter.kind === 'main' ? 'adminStoredKindMain' : 'adminStoredKindOptional');
  const status = (chapter: StoredChapter) =>
    chapter.in_playlist ? (
      <Badge color="teal" variant="light">
        {t('adminStoredInPlaylist')}
      </Badge>
    ) : (
      <Badge color="red" variant="light">
        {t('adminStoredNotInPlaylist')}
      </Badge>
    );
  // A file its playlist has can be opened in the quick editor (members read only those, through
  // the route the editor reads too); one it no longer has can be deleted.
  const action = (chapter: StoredChapter) =>
    chapter.in_playlist ? (
      <QuickEditButton
        target={{
          kind: chapter.kind === 'main' ? 'main_file' : 'optional_file',
          key: `${volume}/${chapter.index}`,
        }}
        label={t('adminQuickEditOpenLabel', { item: fileName(volume, chapter) })}
      />
    ) : (
      <Button
        size="xs"
        variant="light"
        color="red"
        onClick={() => deletion.ask(chapter)}
        aria-label={t('adminStoredDeleteLabel', { name: fileName(volume, chapter) })}
      >
        {t('adminContentDelete')}
      </Button>
    );

  const rows = (data: { has_playlist: boolean; chapters: StoredChapter[] }) => {
    if (data.chapters.length === 0) {
      return (
        <Text c="dimmed" data-testid="stored-chapters-empty">
          {t('adminStoredEmpty', { volume })}
        </Text>
      );
    }
    const columns: RowColumn<StoredChapter>[] = [
      { header: t('adminStoredColFile'), cell: (c) => fileName(volume, c), rowHeader: true },
      { header: t('adminStoredColKind'), cell: kindLabel },
      { header: t('adminContentColTitle'), cell: (c) => c.title ?? '—', breakAnywhere: true },
      { header: t('adminStoredColState'), cell: status },
      { header: t('adminContentColActions'), hiddenHeader: true, cell: action },
    ];
    return (
      <Stack gap="xs">
        {!data.has_playlist && (
          <Text size="sm" c="orange" data-testid="stored-chapters-no-playlist">
            {t('adminStoredNoPlaylist', { volume })}
          </Text>
        )}
        <ResponsiveRows
          rows={data.chapters}
          rowKey={(c) => `${c.index}-${c.kind}`}
          columns={columns}
          cardsWhen={NARROW}
          label={t('adminStoredTitle')}
          testId="stored-chapter-rows"
          rowProps={(c) => ({ 'data-testid': `stored-${c.kind}-${c.index}` })}
          card={(c) => (
            <>
              <Group justify="space-between">
                <Text fw={600}>{fileName(volume, c)}</Text>
                {status(c)}
              </Group>
              <Text size="sm" className="break-anywhere">
                {kindLabel(c)} · {c.title ?? '—'}
              </Text>
              <Group justify="flex-end" mt={4}>
                {action(c)}
              </Group>
            </>
          )}
        />
      </Stack>
    );
  };

  return (
    <AdminSection
      titleId="stored-chapters-title"
      title={t('adminStoredTitle')}
      help={t('adminStoredHelp')}
      order={2}
    >
      <NativeSelect
        label={t('adminStoredVolumeLabel')}
        data={VOLUMES}
        value={String(volume)}
        onChange={(event) => {
          deletion.dismiss();
          setVolume(Number(event.currentTarget.value));
        }}
        w={160}
        data-testid="stored-chapters-volume"
      />
      <DeleteFeedback
        outcome={deletion.outcome}
        onDismiss={deletion.dismiss}
        deletedText={(c) => t('adminStoredDeleted', { name: fileName(volume, c) })}
        errorKey="adminStoredDeleteError"
        testId="stored-chapters-feedback"
      />
      <LoadState result={stored} errorKey="adminStoredLoadError" errorTestId="stored-chapters-load-error">
        {rows}
      </LoadState>
      <DeleteConfirm
        deletion={deletion}
        id="stored-delete"
        title={t('adminStoredDeleteTitle')}
        message={pending ? t('adminStoredDeleteMessage', { name: fileName(volume, pending) }) : ''}
        confirmLabel={t('adminContentDelete')}
        errorKey="adminStoredDeleteError"
      />
    </AdminSection>
  );
}

/** The file as the admin uploaded it: `3-5.json` or `3-5_o.json`. */
const fileName = (volume: number, chapter: Pick<StoredChapter, 'index' | 'kind'>) =>
  `${volume}-${chapter.index}${chapter.kind === 'optional' ? '_o' : ''}.json`;
