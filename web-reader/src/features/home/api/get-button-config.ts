import useSWR from 'swr';
import { apiCall } from '../../../lib/api-client';

type ButtonPath = '/evangelio-button-config' | '/topics-button-config';

/** GET /evangelio-button-config or /topics-button-config: `{enabled}`. */
export const getButtonConfig = async (path: ButtonPath): Promise<boolean> =>
  (await apiCall(`GET ${path}` as const)).enabled;

export const useButtonConfig = (path: ButtonPath) => useSWR(path, getButtonConfig);
