import { Button, Group, Text } from '@mantine/core';
import { AdminSection } from '../../components/admin-section';
import { useTranslation } from 'react-i18next';
import { DeleteConfirm } from '../../components/delete-confirm';
import { DeleteFeedback, useConfirmedDelete } from '../../components/delete-feedback';
import { LoadState } from '../../components/load-state';
import { ResponsiveRows, type RowColumn } from '../../components/responsive-rows';
import { deletePlaylist } from '../api/delete-playlist';
import type { AdminPlaylist } from '@camino/schemas/api/admin-content';
import { useAdminPlaylists } from '../api/get-playlists';
import { formatDateTime } from '../../utils/format-date-time';
import { QuickEditButton } from '../../components/quick-edit/quick-edit-button';

// Below this width the rows become cards: a five-column table does not fit a phone.
const NARROW = '(max-width: 40em)';

/** The stored playlists by volume, each with a delete that asks first. */
export function PlaylistList() {
  const { t, i18n } = useTranslation();
  const playlists = useAdminPlaylists();
  const deletion = useConfirmedDelete(
    (playlist: AdminPlaylist) => deletePlaylist(playlist.volume_number),
    playlists.mutate,
    { preview: (playlist) => deletePlaylist(playlist.volume_number, { dryRun: true }) },
  );
  const { pending } = deletion;

  const rows = (data: AdminPlaylist[]) => {
    const sorted = [...data].sort((a, b) => a.volume_number - b.volume_number);
    if (sorted.length === 0) {
      return (
        <Text c="dimmed" data-testid="playlists-empty">
          {t('adminPlaylistsEmpty')}
        </Text>
      );
    }
    const columns: RowColumn<AdminPlaylist>[] = [
      { header: t('adminContentColVolume'), cell: (p) => p.volume_number },
      { header: t('adminContentColTitle'), cell: (p) => p.playlist_title, breakAnywhere: true },
      { header: t('adminContentColVideos'), cell: (p) => p.videos_count },
      { header: t('adminContentColUploaded'), cell: (p) => formatDateTime(p.updated_at, i18n.language) },
      {
        header: t('adminContentColActions'),
        hiddenHeader: true,
        cell: (p) => <RowActions playlist={p} onDelete={deletion.ask} />,
      },
    ];
    return (
      <ResponsiveRows
        rows={sorted}
        rowKey={(playlist) => playlist.volume_number}
        columns={columns}
        cardsWhen={NARROW}
        testId="playlist-rows"
        rowProps={(playlist) => ({ 'data-testid': `playlist-${playlist.volume_number}` })}
        card={(playlist) => (
          <>
            <Text fw={600}>{t('adminPlaylistVolumeN', { volume: playlist.volume_number })}</Text>
            <Text size="sm" className="break-anywhere">
              {playlist.playlist_title}
            </Text>
            <Text size="sm" c="dimmed">
              {t('adminPlaylistVideoCount', { count: playlist.videos_count })} ·{' '}
              {formatDateTime(playlist.updated_at, i18n.language)}
            </Text>
            <Group justify="flex-end" mt={4}>
              <RowActions playlist={playlist} onDelete={deletion.ask} />
            </Group>
          </>
        )}
      />
    );
  };

  return (
    <AdminSection titleId="playlist-list-title" title={t('adminPlaylistListTitle')} order={2} framed={false}>
      <DeleteFeedback
        outcome={deletion.outcome}
        onDismiss={deletion.dismiss}
        deletedText={(playlist) => t('adminPlaylistDeleted', { volume: playlist.volume_number })}
        errorKey="adminPlaylistDeleteError"
        testId="playlist-feedback"
      />
      <LoadState result={playlists} errorKey="adminPlaylistsLoadError" errorTestId="playlists-load-error">
        {rows}
      </LoadState>
      <DeleteConfirm
        deletion={deletion}
        id="playlist-delete"
        title={t('adminPlaylistDeleteTitle')}
        message={t('adminPlaylistDeleteMessage', {
          volume: pending?.volume_number,
          count: pending?.videos_count ?? 0,
        })}
        confirmLabel={t('adminContentDelete')}
        errorKey="adminPlaylistDeleteError"
      />
    </AdminSection>
  );
}

/** Edit (its chapters' titles in place, in the quick editor) and Delete. */
function RowActions({
  playlist,
  onDelete,
}: {
  playlist: AdminPlaylist;
  onDelete: (p: AdminPlaylist) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <QuickEditButton
        target={{ kind: 'playlist', key: String(playlist.volume_number) }}
        label={t('adminPlaylistEditLabel', { volume: playlist.volume_number })}
      />
      <DeleteButton playlist={playlist} onClick={onDelete} />
    </Group>
  );
}

function DeleteButton({
  playlist,
  onClick,
}: {
  playlist: AdminPlaylist;
  onClick: (p: AdminPlaylist) => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      onClick={() => onClick(playlist)}
      aria-label={t('adminPlaylistDeleteLabel', { volume: playlist.volume_number })}
    >
      {t('adminContentDelete')}
    </Button>
  );
}
