// A member's own day on Today: today's step of each path they follow and their streak (null when
// they hide it), from the reading paths and streak services.
import type { MemberTodayAnswer } from '@camino/schemas/api/today';
import type { Language } from '@camino/schemas/languages';
import type { ReadingPathsService } from '../reading-paths/reading-paths-service';
import type { StreakService } from '../streak/streak-service';

/** `memberToday(userId, date, lang)`: a member's part of Today on their own date. */
export type MemberTodayFn = (userId: number, date: string, lang: Language) => Promise<MemberTodayAnswer>;

export function createMemberToday(
  readingPaths: Pick<ReadingPathsService, 'pathStepsFor'>,
  streak: Pick<StreakService, 'streakFor'>,
): MemberTodayFn {
  return async (userId, date, lang) => {
    const [steps, run] = await Promise.all([
      readingPaths.pathStepsFor(userId, date, lang),
      streak.streakFor(userId, date),
    ]);
    return { steps, streak: run.hidden ? null : run };
  };
}
