import { Stack } from '@mantine/core';
import { PlaylistList } from './components/playlist-list';
import { PlaylistUpload } from './components/playlist-upload';

/** Playlists (SPEC.md §2): upload a volume's playlist JSON, list the stored ones, delete one. */
export default function PlaylistsTab() {
  return (
    <Stack gap="xl">
      <PlaylistUpload />
      <PlaylistList />
    </Stack>
  );
}
