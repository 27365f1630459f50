import type { TFunction } from 'i18next';

/** What an admin call's failure carries: the HTTP status (0 without an answer) and the server's `detail`. */
interface AnsweredError {
  status: number;
  detail?: string;
}

const isAnswered = (error: unknown): error is AnsweredError =>
  typeof error === 'object' && error !== null && typeof (error as AnsweredError).status === 'number';

/**
 * SPEC.md §8, admin messages: the server's `detail` when it sent one (it answers in the UI's
 * language, from Accept-Language), otherwise the action's own fallback message (the caller's
 * catalogue key).
 */
export function adminErrorMessage(error: unknown, t: TFunction, fallbackKey: string): string {
  if (isAnswered(error) && error.detail && error.status !== 0) return error.detail;
  return t(fallbackKey);
}
