import type { UserType } from '@camino/schemas/api/auth';
import { apiCall } from '../../../../lib/api-client';

/** PUT /admin/user/{id}/role: 403 own_role for oneself, 409 last_admin for the last admin, 404 if gone. */
export const setUserRole = (id: number, role: UserType) =>
  apiCall('PUT /admin/user/:id/role', { params: { id }, body: { role } });
