import type { AdminUser } from '@camino/schemas/api/admin-users';
import { CSV_PAGE_SIZE, getUsersPage } from './get-users';

/**
 * Every account, fetched 100 at a time (SPEC.md §9) for the CSV export. `onProgress` gets the
 * rows fetched so far and the total. Accounts created meanwhile shift the offsets by one, so a
 * row may come twice: it is kept once.
 */
export async function getAllUsers(
  onProgress?: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<AdminUser[]> {
  const byId = new Map<number, AdminUser>();
  let offset = 0;
  for (;;) {
    const page = await getUsersPage(offset, CSV_PAGE_SIZE, signal);
    for (const user of page.users) byId.set(user.id, user);
    offset += page.users.length;
    onProgress?.(byId.size, page.pagination.total_count);
    if (!page.pagination.has_more || page.users.length === 0) break;
  }
  return [...byId.values()];
}
