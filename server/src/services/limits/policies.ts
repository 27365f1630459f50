import type { LimitPolicy } from './store';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The numbers of every limit (docs/api.md, "Security: limits and lockouts", explains the policy). Login buckets are reserved
 * before the password is checked and given back on success, so they count failures only.
 */
export const LIMITS = {
  /** Failed logins for one account from one client address (or one known device). */
  loginAccountClient: { points: 5, durationSec: 15 * MINUTE, blockSec: 15 * MINUTE },
  /**
   * Failed logins for one account from anywhere: a slower back-off against guessing from many
   * addresses. Known devices and a password reset (which clears it) get the owner past it.
   */
  loginAccount: { points: 20, durationSec: HOUR },
  /** Failed logins from one client address across accounts (not applied to known devices). */
  loginIp: { points: 20, durationSec: 15 * MINUTE, blockSec: 15 * MINUTE },
  /** Recovery or verification mails to one address; over it, nothing is sent and the answer is the same. */
  mailPerAddress: { points: 3, durationSec: HOUR },
  /** Recovery or verification requests from one client address (429 over it). */
  mailPerIp: { points: 30, durationSec: HOUR, blockSec: HOUR },
  /** A client's view of one date's gospel is counted once in this window. */
  gospelView: { points: 1, durationSec: 7 * 24 * HOUR },
  /**
   * Searches from one client per minute: one every 2 s, more than a person types. A search costs
   * no more than a plain request once its terms are capped (services/search/query-terms.ts); past
   * the budget, the refusal is answered from memory (the client's count is not written again).
   */
  search: { points: 30, durationSec: MINUTE, memoryBlock: true },
  /**
   * /evangelio days one client may have rendered per minute (a render takes ~15–100 ms; a day
   * already rendered is served from the cache without counting). Past it, the client gets the
   * reader's shell, which shows the same day from the API: slower to paint, never refused.
   */
  gospelRender: { points: 20, durationSec: MINUTE, memoryBlock: true },
} satisfies Record<string, LimitPolicy>;

/** Registrations from one client address per hour (REGISTRATIONS_PER_IP_PER_HOUR). */
export const registrationPolicy = (perHour: number): LimitPolicy => ({ points: perHour, durationSec: HOUR });
