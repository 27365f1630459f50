import { apiCall } from '../../../lib/api-client';

/** DELETE /push/subscriptions/{id}: that device no longer receives the member's reminders. */
export async function removePushDevice(id: number): Promise<void> {
  await apiCall('DELETE /push/subscriptions/:id', { params: { id } });
}
