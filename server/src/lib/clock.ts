/** The source of "now", passed to services so tests can fix the date. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** ISO-8601 UTC timestamp, the format every timestamp column stores. */
export const isoNow = (clock: Clock): string => clock.now().toISOString();
