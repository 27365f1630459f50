import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client';

type ButtonPath = '/evangelio-button-config' | '/topics-button-config';

/** GET /evangelio-button-config or /topics-button-config: `{enabled}`. */
export const getButtonConfig = async (path: ButtonPath): Promise<boolean> =>
  (await apiGet<{ enabled: boolean }>(path)).enabled;

export const useButtonConfig = (path: ButtonPath) => useSWR<boolean>(path, getButtonConfig);
