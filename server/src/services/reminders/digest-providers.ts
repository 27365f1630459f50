import type { ReadingPathsService } from '../reading-paths/reading-paths-service';
import type { StreakService } from '../streak/streak-service';
import type { DigestProviders } from './digest-content';
import { stepSummary } from './digest-email';

/** The digest's path steps and streak, from the reading paths and streak services (a hidden streak is left out). */
export function digestProviders(
  readingPaths: Pick<ReadingPathsService, 'pathStepsFor'>,
  streak: Pick<StreakService, 'streakFor'>,
): DigestProviders {
  return {
    async pathSteps(userId, date, language) {
      const steps = await readingPaths.pathStepsFor(userId, date, language);
      return steps.map((step) => ({ path: step.title, day: step.day, summary: stepSummary(step, language) }));
    },
    async streak(userId, date) {
      const run = await streak.streakFor(userId, date);
      return run.hidden || run.days === 0 ? null : { days: run.days };
    },
  };
}
