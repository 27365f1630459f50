import { uploadFile, type UploadOptions } from '../../api/upload-file';

/** Main ZIPs (`Vol_{n}_main.zip`) or optional ZIPs (`Vol_{n}_optional.zip`). */
export type ChapterKind = 'main' | 'optional';

const ROUTES = {
  main: 'POST /admin/upload-main-files',
  optional: 'POST /admin/upload-optional-files',
} as const satisfies Record<ChapterKind, string>;

/**
 * POST /admin/upload-main-files or /admin/upload-optional-files: one ZIP. Valid files are stored
 * (or found unchanged), invalid ones are listed in the report; a corrupt or oversized ZIP fails whole.
 */
export const uploadChapterZip = (kind: ChapterKind, file: File, options?: UploadOptions) =>
  uploadFile(ROUTES[kind], file, options);
