import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../lib/api-client';
import { memberToday } from '../../../lib/member-day';

export const pathKey = (id: string) => apiPath('GET /paths/:id', { id });

/** GET /paths/{id}?date=: one path, its days, which the caller has done and today's step. */
export const getPath = (id: string) =>
  apiCall('GET /paths/:id', { params: { id }, query: { date: memberToday() }, sessionOptional: true });

/** One path, keyed by the token (each member sees their own marks). */
export const usePath = (id: string, token: string | null) =>
  useSWR([pathKey(id), token ?? ''], () => getPath(id));
