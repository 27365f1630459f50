import type { UnsubscribeResponse } from '@camino/schemas/api/reminders';
import { apiCall } from '../../../lib/api-client';

/** POST /reminders/unsubscribe?token=: the digest email's link turns it off, no session needed. */
export const unsubscribe = (token: string): Promise<UnsubscribeResponse> =>
  apiCall('POST /reminders/unsubscribe', { query: { token }, expireSessionOn401: false });
