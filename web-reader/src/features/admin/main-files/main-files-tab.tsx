import { Stack } from '@mantine/core';
import { ZipUploadSection } from './components/zip-upload-section';

/** Main files (SPEC.md §2): ZIPs of main chapter files and of optional files, each with its report. */
export default function MainFilesTab() {
  return (
    <Stack gap="xl">
      <ZipUploadSection kind="main" />
      <ZipUploadSection kind="optional" />
    </Stack>
  );
}
