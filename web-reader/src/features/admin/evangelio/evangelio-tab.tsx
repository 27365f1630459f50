import { Stack } from '@mantine/core';
import { GospelEntryList } from './components/gospel-entry-list';
import { GospelUpload } from './components/gospel-upload';

/** Evangelio (SPEC.md §2): upload gospel entries, list them, preview one as readers see it, delete. */
export default function EvangelioTab() {
  return (
    <Stack gap="xl">
      <GospelUpload />
      <GospelEntryList />
    </Stack>
  );
}
