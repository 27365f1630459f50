// The seam where a member's own day joins Today: the steps of the paths they follow and their
// streak. The paths and streak feature fills it in (its own service behind this function); until
// then a member's Today is a visitor's, and the answer has no `member` part. Nothing is invented.
import type { ServiceDeps } from '../deps';

/** What a signed-in member has to do on a date (`member` of `GET /today`). */
export type MemberToday = Record<string, unknown>;

/** `memberToday(userId, date)`: a member's part of Today, or undefined when there is none. */
export type MemberTodayFn = (userId: number, date: string) => Promise<MemberToday | undefined>;

/** Builds `memberToday` from the services' dependencies (the paths feature reads its tables here). */
export function createMemberToday(_deps: ServiceDeps): MemberTodayFn {
  return async () => undefined;
}
