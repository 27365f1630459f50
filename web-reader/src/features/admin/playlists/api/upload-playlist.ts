import { uploadFile, type UploadOptions } from '../../api/upload-file';

/** What the server answers for a stored playlist. */
export interface PlaylistUploadResult {
  message: string;
  volume_number: number;
  videos_count: number;
}

/**
 * POST /admin/upload-playlist: one playlist JSON; it replaces the playlist of the volume its
 * title names ('Volumen X'). A file that is not JSON is a 400, schema problems a 422 with pointers.
 */
export const uploadPlaylist = (file: File, options?: UploadOptions) =>
  uploadFile<PlaylistUploadResult>('/admin/upload-playlist', file, options);
