// Writing and reading kept answers by the policy's rules (keep-policy.ts). Loaded lazily by
// kept-answers.ts after an answer arrives or a fetch fails.
import type { ApiRouteKey } from '@camino/schemas/api/routes';
import { deleteOwner, evictRecent, getAnswer, putAnswer, type KeptAnswer } from './answer-store';
import { getSession, type Session } from '../session';
import { accountOwner, KEEP_POLICY, keptOwner, PUBLIC_OWNER } from './keep-policy';

/**
 * Where the latest answer of a route stands in for any value of `param` (Today's `date`): the
 * path without it, marked so it never meets a real request of that path.
 */
export function latestPath(path: string, param: string): string {
  const [base, query = ''] = path.split('?');
  const rest = new URLSearchParams(query);
  rest.delete(param);
  const left = rest.toString();
  return `latest ${base}${left ? `?${left}` : ''}`;
}

/**
 * Keeps a fresh answer of a kept route under the owner of `session` (and its stand-in, for a
 * `latestWithout` route), then evicts the oldest recent reads. Any other route: nothing.
 */
export async function keepAnswer(
  route: string,
  session: Session | null,
  path: string,
  answer: unknown,
  etag: string | null,
): Promise<void> {
  const rule = KEEP_POLICY[route as ApiRouteKey];
  const owner = keptOwner(route, session);
  if (!rule || owner === undefined) return;
  // Kept when idle, so possibly after its account signed out (whose answers the sign-out already
  // forgot): an account's answer is kept only while that session is still the device's.
  if (owner !== PUBLIC_OWNER && getSession()?.authToken !== session?.authToken) return;
  await putAnswer({ owner, path, answer, etag });
  if (rule.latestWithout)
    await putAnswer({ owner, path: latestPath(path, rule.latestWithout), answer, etag });
  await evictRecent();
}

/** The kept answer of a request made with `session`, or of its stand-in; undefined when none is kept. */
export async function keptAnswer(
  route: string,
  session: Session | null,
  path: string,
): Promise<KeptAnswer | undefined> {
  const rule = KEEP_POLICY[route as ApiRouteKey];
  const owner = keptOwner(route, session);
  if (!rule || owner === undefined) return undefined;
  const exact = await getAnswer(owner, path);
  if (exact || !rule.latestWithout) return exact;
  return getAnswer(owner, latestPath(path, rule.latestWithout));
}

/** The route of the policy a request path belongs to (`/main-file/1/2?lang=en`), if any. */
export function keptRouteOf(path: string): string | undefined {
  const bare = path.split('?')[0]!;
  return Object.keys(KEEP_POLICY).find((route) =>
    new RegExp(`^${route.slice(route.indexOf(' ') + 1).replace(/:[A-Za-z_]+/g, '[^/]+')}$`).test(bare),
  );
}

/**
 * Keeps the answers a pre-rendered page came with (`PageData.api`, public answers by request
 * path, exactly as served): its hooks do not fetch them again, so they would otherwise never be
 * kept, and the first page a reader opened would not read offline.
 */
export async function keepPrerendered(api: Record<string, unknown>): Promise<void> {
  for (const [path, answer] of Object.entries(api)) {
    const route = keptRouteOf(path);
    if (route && answer !== undefined && answer !== null) await keepAnswer(route, null, path, answer, null);
  }
}

/** Forgets what the session's account kept on this device (see kept-answers.ts `forgetAccount`). */
export async function forgetOwnerOf(session: Session | null): Promise<void> {
  const owner = session && accountOwner(session.userInfo);
  if (owner) await deleteOwner(owner);
}
