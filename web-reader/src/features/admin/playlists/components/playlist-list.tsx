import '@mantine/core/styles/Table.css';
import { Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DeleteFeedback, useConfirmedDelete } from '../../components/delete-feedback';
import { LoadState } from '../../components/load-state';
import { deletePlaylist } from '../api/delete-playlist';
import { useAdminPlaylists, type AdminPlaylist } from '../api/get-playlists';
import { formatDateTime } from '../utils/format-date-time';

// Below this width the rows become cards: a five-column table does not fit a phone. Read at
// once (not after mounting), so a phone never flashes the table first.
const NARROW = '(max-width: 40em)';

/** The stored playlists by volume, each with a delete that asks first. */
export function PlaylistList() {
  const { t, i18n } = useTranslation();
  const playlists = useAdminPlaylists();
  const narrow = useMediaQuery(NARROW, undefined, { getInitialValueInEffect: false });
  const deletion = useConfirmedDelete(
    (playlist: AdminPlaylist) => deletePlaylist(playlist.volume_number),
    playlists.mutate,
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
    return narrow ? (
      <Stack gap="xs" data-testid="playlist-rows">
        {sorted.map((playlist) => (
          <Paper
            key={playlist.volume_number}
            withBorder
            p="sm"
            data-testid={`playlist-${playlist.volume_number}`}
          >
            <Text fw={600}>{t('adminPlaylistVolumeN', { volume: playlist.volume_number })}</Text>
            <Text size="sm" className="break-anywhere">
              {playlist.playlist_title}
            </Text>
            <Text size="sm" c="dimmed">
              {t('adminPlaylistVideoCount', { count: playlist.videos_count })} ·{' '}
              {formatDateTime(playlist.created_at, i18n.language)}
            </Text>
            <Group justify="flex-end" mt={4}>
              <DeleteButton playlist={playlist} onClick={deletion.ask} />
            </Group>
          </Paper>
        ))}
      </Stack>
    ) : (
      <Table striped highlightOnHover data-testid="playlist-rows">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminContentColVolume')}</Table.Th>
            <Table.Th>{t('adminContentColTitle')}</Table.Th>
            <Table.Th>{t('adminContentColVideos')}</Table.Th>
            <Table.Th>{t('adminContentColUploaded')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('adminContentColActions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((playlist) => (
            <Table.Tr key={playlist.volume_number} data-testid={`playlist-${playlist.volume_number}`}>
              <Table.Td>{playlist.volume_number}</Table.Td>
              <Table.Td className="break-anywhere">{playlist.playlist_title}</Table.Td>
              <Table.Td>{playlist.videos_count}</Table.Td>
              <Table.Td>{formatDateTime(playlist.created_at, i18n.language)}</Table.Td>
              <Table.Td>
                <DeleteButton playlist={playlist} onClick={deletion.ask} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="playlist-list-title">
      <Title order={2} size="h4" id="playlist-list-title">
        {t('adminPlaylistListTitle')}
      </Title>
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
      <ConfirmDialog
        opened={pending !== null}
        title={t('adminPlaylistDeleteTitle')}
        message={t('adminPlaylistDeleteMessage', {
          volume: pending?.volume_number,
          count: pending?.videos_count ?? 0,
        })}
        confirmLabel={t('adminContentDelete')}
        busy={deletion.deleting}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </Stack>
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
