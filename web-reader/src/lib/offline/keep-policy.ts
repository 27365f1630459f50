// Which GET answers the reader keeps on this device for reading offline, and under whose name.
// Imported lazily with the store (see kept-answers.ts), never on the first visit's path.
import type { ApiRouteKey } from '@camino/schemas/api/routes';

/**
 * How a route's answers are kept. `recent`: the last pages read, bounded, the oldest evicted
 * first (a kept volume's answers are pinned instead: never evicted, see keep-volume.ts).
 * `latestWithout`: the query parameter whose other values may stand in offline (Today keeps its
 * last answer, whatever the day it was read).
 */
export interface KeepRule {
  /** 'public': the answer is the same for everyone; 'caller': it is the caller's (an account's). */
  owner: 'public' | 'caller';
  latestWithout?: string;
}

/**
 * The kept routes: what a page needs to read (home, Today, the gospel, a volume, the themes,
 * About, and the member's note on a chapter). Admin, account, search and the other member-data
 * routes are never kept: a page that needs them
 * says it needs a connection. The owner matches the route's access in the contract (a test
 * checks it), so a member's answer is only ever read back under that member's account.
 */
export const KEEP_POLICY: Partial<Record<ApiRouteKey, KeepRule>> = {
  'GET /volumes': { owner: 'public' },
  'GET /news-config': { owner: 'caller' },
  'GET /image-config': { owner: 'public' },
  'GET /evangelio-button-config': { owner: 'public' },
  'GET /topics-button-config': { owner: 'public' },
  'GET /about': { owner: 'public' },
  'GET /evangelio-del-dia': { owner: 'public' },
  'GET /today': { owner: 'caller', latestWithout: 'date' },
  'GET /volumes/:volume/playlist': { owner: 'caller' },
  'GET /main-file/:volume/:index': { owner: 'caller' },
  'GET /optional-file/:volume/:index': { owner: 'caller' },
  'GET /volumes/progress': { owner: 'caller' },
  'GET /temas': { owner: 'caller' },
  'GET /tema/:id': { owner: 'caller' },
  // The member's note on a chapter, so a kept chapter shows it offline; an edit made there is
  // typed over its version and sent by the outbox, which never overwrites a newer one.
  'GET /notes/:volume/:index': { owner: 'caller' },
};

/** The owner of answers that do not depend on who asks. */
export const PUBLIC_OWNER = 'public';

/**
 * Whose store a call of `route` reads and writes: 'public', or the signed-in account's id (its
 * answers carry the member's part). Undefined: not kept (another route, or a session whose
 * account is unknown, so an answer could not be filed under the right name).
 */
export function keptOwner(
  route: string,
  session: { authToken: string; userInfo: { id?: number } } | null,
): string | undefined {
  const rule = KEEP_POLICY[route as ApiRouteKey];
  if (!rule) return undefined;
  if (rule.owner === 'public' || !session) return PUBLIC_OWNER;
  return accountOwner(session.userInfo);
}

/** The owner name of an account's kept answers; undefined for a session without its account id. */
export const accountOwner = (userInfo: { id?: number }): string | undefined =>
  userInfo.id ? `account:${userInfo.id}` : undefined;
