import { apiCall } from '../../../../lib/api-client';

/** DELETE /admin/user/{id}: 400 for one's own account, 409 for the last admin, 404 if gone. */
export const deleteUser = (id: number) => apiCall('DELETE /admin/user/:id', { params: { id } });
