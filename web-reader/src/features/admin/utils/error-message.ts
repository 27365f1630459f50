import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-errors';

/**
 * SPEC.md §8, admin messages: the server's `detail` when it sent one, otherwise the action's own
 * fallback message (already translated by the caller's catalog key).
 */
export function adminErrorMessage(error: unknown, t: TFunction, fallbackKey: string): string {
  if (error instanceof ApiError && error.detail && error.status !== 0) return error.detail;
  return t(fallbackKey);
}
