import type { NewsConfig } from '@camino/schemas/news-config';
import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client';

export interface NewsConfigs {
  public: NewsConfig;
  private: NewsConfig;
}

/** GET /news-config; the private block is filled only for signed-in callers. */
export const getNewsConfig = () => apiGet<NewsConfigs>('/news-config');

/**
 * Keyed by the token too, so signing in or out fetches the member block again. The public block
 * already shown (a pre-rendered page's) stays while the member's answer comes.
 */
export const useNewsConfig = (token: string | null) =>
  useSWR<NewsConfigs>(['/news-config', token ?? ''], getNewsConfig, { keepPreviousData: true });
