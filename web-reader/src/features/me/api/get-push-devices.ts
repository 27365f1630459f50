import type { PushDevicesResponse } from '@camino/schemas/api/reminders';
import { apiPath } from '@camino/schemas/api/paths';
import useSWR from 'swr';
import { apiCall } from '../../../lib/api-client';

export const pushDevicesKey = apiPath('GET /push/subscriptions', {});

/** GET /push/subscriptions (members): the devices that receive the member's push reminders. */
export const getPushDevices = (): Promise<PushDevicesResponse> => apiCall('GET /push/subscriptions');

/** The member's devices with push, keyed by the token. */
export const usePushDevices = (token: string | null) =>
  useSWR(token ? [pushDevicesKey, token] : null, getPushDevices, { revalidateOnFocus: false });
