import { TooManyRequestsError } from '../../../lib/api-errors';

/** The wait a 429 asks for, in whole minutes (at least 1). */
export function waitMinutes(error: unknown): number {
  const seconds = error instanceof TooManyRequestsError ? error.retryAfterSeconds : 0;
  return Math.max(1, Math.ceil(seconds / 60));
}
