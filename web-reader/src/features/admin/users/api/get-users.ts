import { apiGet } from '../../../../lib/api-client';

/** One account of the admin list (SPEC.md §3, plus `user_type` and `username` from the API). */
export interface AdminUser {
  id: number;
  first_name: string;
  last_name: string;
  /** Null for admins, who sign in with a username. */
  email: string | null;
  username: string | null;
  user_type: string;
  created_at: string;
  is_active: boolean;
  total_videos_watched: number;
  volumes_accessed: number;
  volumes_list: number[];
  /** Null when the account never made a signed-in request. */
  last_activity: string | null;
}

export interface UsersStatistics {
  total_users: number;
  total_visualizations: number;
  active_users: number;
}

export interface UsersPage {
  users: AdminUser[];
  pagination: { offset: number; limit: number; total_count: number; has_more: boolean };
  statistics: UsersStatistics;
}

/** The list's page size and the CSV export's (SPEC.md §9). */
export const USERS_PAGE_SIZE = 50;
export const CSV_PAGE_SIZE = 100;

/** GET /admin/users?offset&limit: newest first, with site-wide statistics. */
export const getUsersPage = (offset: number, limit: number = USERS_PAGE_SIZE, signal?: AbortSignal) =>
  apiGet<UsersPage>('/admin/users', { query: { offset, limit }, signal });
