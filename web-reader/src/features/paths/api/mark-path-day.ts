import { apiCall } from '../../../lib/api-client';
import { memberTimeZone } from '../../../lib/member-day';

/** PUT /paths/{id}/days/{day}: marks a day done or not done; answers the path as it now stands. */
export function markPathDay(id: string, day: number, done: boolean) {
  const timeZone = memberTimeZone();
  return apiCall('PUT /paths/:id/days/:day', {
    params: { id, day },
    body: { done, ...(timeZone ? { time_zone: timeZone } : {}) },
  });
}
