import { uploadFile, type UploadOptions } from '../../api/upload-file';

/**
 * POST /admin/upload-playlist: one playlist JSON; it replaces the playlist of the volume its
 * title names ('Volumen X'). A file that is not JSON is a 400, schema problems a 422 with pointers.
 */
export const uploadPlaylist = (file: File, options?: UploadOptions) =>
  uploadFile('POST /admin/upload-playlist', file, options);
