import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client';

export interface AboutContent {
  /** Markdown. */
  content: string;
}

export const aboutKey = '/about';

/** GET /about: the public About page's Markdown. */
export const getAbout = () => apiGet<AboutContent>(aboutKey);

export function useAbout(enabled = true) {
  return useSWR<AboutContent>(enabled ? aboutKey : null, getAbout);
}
