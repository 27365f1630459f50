import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../lib/api-client';

/**
 * GET /news-config; the private block is filled only for signed-in callers. Home is public: a 401
 * (a stale stored session) clears the session quietly and the visitor's news come instead.
 */
export const getNewsConfig = () => apiCall('GET /news-config', { sessionOptional: true });

/**
 * Keyed by the token too, so signing in or out fetches the member block again. The public block
 * already shown (a pre-rendered page's) stays while the member's answer comes.
 */
export const useNewsConfig = (token: string | null) =>
  useSWR([apiPath('GET /news-config', {}), token ?? ''], getNewsConfig, { keepPreviousData: true });
