import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client';

/** One volume of the home grid (SPEC.md §3; other fields are not used). */
export interface Volume {
  id?: number;
  volume_number: number;
  is_available: boolean;
  has_playlist_data: boolean;
  youtube_url: string | null;
}

export const volumesKey = '/volumes';

/** GET /volumes */
export const getVolumes = async (): Promise<Volume[]> =>
  (await apiGet<{ volumes: Volume[] }>(volumesKey)).volumes;

export const useVolumes = () => useSWR<Volume[]>(volumesKey, getVolumes);
