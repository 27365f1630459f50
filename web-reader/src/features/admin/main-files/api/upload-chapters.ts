import type { ApiProblem } from '../../../../lib/api-errors';
import { uploadFile, type UploadOptions } from '../../api/upload-file';

/** Main ZIPs (`Vol_{n}_main.zip`) or optional ZIPs (`Vol_{n}_optional.zip`). */
export type ChapterKind = 'main' | 'optional';

/** A file of the ZIP the server refused, with every problem it found. */
export interface FailedFile {
  name: string;
  errors: ApiProblem[];
}

/** The server's report on one ZIP (README, "Admin uploads"). */
export interface ChapterUploadReport {
  volume: number;
  files_processed: number;
  files_failed: number;
  files_unchanged: number;
  failed_files: FailedFile[];
  message: string;
}

const PATHS: Record<ChapterKind, string> = {
  main: '/admin/upload-main-files',
  optional: '/admin/upload-optional-files',
};

/**
 * POST /admin/upload-main-files or /admin/upload-optional-files: one ZIP. Valid files are stored
 * (or found unchanged), invalid ones are listed in the report; a corrupt or oversized ZIP fails whole.
 */
export const uploadChapterZip = (kind: ChapterKind, file: File, options?: UploadOptions) =>
  uploadFile<ChapterUploadReport>(PATHS[kind], file, options);
