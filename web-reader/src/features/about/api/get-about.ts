import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../lib/api-client';

export const aboutKey = apiPath('GET /about', {});

/** GET /about: the public About page's Markdown. */
export const getAbout = () => apiCall('GET /about');

export function useAbout(enabled = true) {
  return useSWR(enabled ? aboutKey : null, getAbout);
}
