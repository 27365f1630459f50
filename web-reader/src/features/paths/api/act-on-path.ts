import type { PathActionBody } from '@camino/schemas/path-action';
import { apiCall } from '../../../lib/api-client';
import { memberTimeZone } from '../../../lib/member-day';

/** What a member may do to a path. */
export type PathAction = PathActionBody['action'];

/**
 * PUT /paths/{id}/state: join (day 1 on `startDate`, else today in the member's own time zone),
 * pause, resume, leave or restart; answers the path as it now stands.
 */
export function actOnPath(id: string, action: PathAction, startDate?: string) {
  const timeZone = memberTimeZone();
  return apiCall('PUT /paths/:id/state', {
    params: { id },
    body: {
      action,
      ...(timeZone ? { time_zone: timeZone } : {}),
      ...(startDate ? { start_date: startDate } : {}),
    },
  });
}
