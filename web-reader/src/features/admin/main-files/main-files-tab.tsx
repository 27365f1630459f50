import { Stack } from '@mantine/core';
import { StoredChapters } from './components/stored-chapters';
import { ZipUploadSection } from './components/zip-upload-section';

/**
 * Main files (SPEC.md §2): ZIPs of main chapter files and of optional files, each with its report,
 * and a volume's stored files with whether its playlist has them (the stale ones can be removed).
 */
export default function MainFilesTab() {
  return (
    <Stack gap="xl">
      <ZipUploadSection kind="main" />
      <ZipUploadSection kind="optional" />
      <StoredChapters />
    </Stack>
  );
}
