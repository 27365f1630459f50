import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../lib/api-client';
import { memberToday } from '../../../lib/member-day';

export const pathsKey = apiPath('GET /paths', {});

/**
 * GET /paths?date=: every reading path with the caller's state (a visitor's: not joined). Keyed
 * by the token, so signing in fetches the member's own states.
 */
export const usePaths = (token: string | null) =>
  useSWR([pathsKey, token ?? ''], () =>
    apiCall('GET /paths', { query: { date: memberToday() }, sessionOptional: true }),
  );
