import { uploadFile, type UploadOptions } from '../../api/upload-file';

/**
 * POST /admin/evangelios/upload: a JSON array of entries (schemas/README.md); entries replace
 * those of the same dates. Not JSON is a 400, schema problems a 422 with pointers (`/0/date`).
 */
export const uploadGospels = (file: File, options?: UploadOptions) =>
  uploadFile('POST /admin/evangelios/upload', file, options);
