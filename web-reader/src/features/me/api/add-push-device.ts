import type { PushDevice } from '@camino/schemas/api/reminders';
import type { PushSubscriptionBody } from '@camino/schemas/push-subscription';
import { apiCall } from '../../../lib/api-client';

/** GET /push/key: the public key this site's push messages are signed with. */
export const getPushKey = async (): Promise<string> => (await apiCall('GET /push/key')).public_key;

/** POST /push/subscriptions: this browser's subscription, so it receives the member's reminders. */
export const addPushDevice = (subscription: PushSubscriptionBody): Promise<PushDevice> =>
  apiCall('POST /push/subscriptions', { body: subscription });
