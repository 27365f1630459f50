import { apiCall } from '../../../../lib/api-client';

/** The list's page size and the CSV export's (SPEC.md §9). */
export const USERS_PAGE_SIZE = 50;
export const CSV_PAGE_SIZE = 100;

/** GET /admin/users?offset&limit: newest first, with site-wide statistics. */
export const getUsersPage = (offset: number, limit: number = USERS_PAGE_SIZE, signal?: AbortSignal) =>
  apiCall('GET /admin/users', { query: { offset, limit }, signal });
