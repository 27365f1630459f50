import type { GospelEntry } from '@camino/schemas/gospel-entry';
import type { Language } from '@camino/schemas/languages';

/** One step of a path the member follows, as the digest names it. */
export interface DigestPathStep {
  /** The path's title in the member's language. */
  path: string;
  /** The day of the path this step is (1-based). */
  day: number;
  /** What the step asks: its chapters or prompt, in the member's language. */
  summary: string;
}

/** The member's streak, as the digest shows it; null when they hide it or have none. */
export interface DigestStreak {
  days: number;
}

/**
 * Where the digest gets the member's path steps and streak. The paths feature provides the real
 * ones; until it is wired in (create-services.ts), the defaults answer "none".
 */
export interface DigestProviders {
  pathSteps(userId: number, date: string, language: Language): Promise<DigestPathStep[]>;
  streak(userId: number, date: string): Promise<DigestStreak | null>;
}

/** Providers that answer "no path steps, no streak". */
export const NO_PATH_OR_STREAK: DigestProviders = {
  pathSteps: async () => [],
  streak: async () => null,
};

/** The day's gospel as the digest names it. */
export interface DigestGospel {
  reference: string;
  heading: string | null;
}

/** Everything a digest says, in the member's language. */
export interface DigestContent {
  date: string;
  language: Language;
  /** Null when no gospel is published for the date. */
  gospel: DigestGospel | null;
  pathSteps: DigestPathStep[];
  streak: DigestStreak | null;
}

export interface DigestContentDeps {
  /** The gospel entry of a date, or null when none is published (services.gospel). */
  gospelOn: (date: string) => Promise<GospelEntry | null>;
  providers: DigestProviders;
}

/** The digest's parts for the member on their local `date`; nothing is made up when a part is missing. */
export async function digestContent(
  { gospelOn, providers }: DigestContentDeps,
  member: { userId: number; language: Language },
  date: string,
): Promise<DigestContent> {
  const [entry, pathSteps, streak] = await Promise.all([
    gospelOn(date),
    providers.pathSteps(member.userId, date, member.language),
    providers.streak(member.userId, date),
  ]);
  const reading = entry && (member.language === 'en' && entry.en ? entry.en.gospel : entry.gospel);
  return {
    date,
    language: member.language,
    gospel: reading ? { reference: reading.reference, heading: reading.heading ?? null } : null,
    pathSteps,
    streak,
  };
}
