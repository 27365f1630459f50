/** How many volumes the devotional text has; volume numbers run from 1 to this. */
export const VOLUME_COUNT = 36;

/** Highest chapter index a volume may have; chapters are numbered from 1. */
export const CHAPTER_INDEX_MAX = 999;
