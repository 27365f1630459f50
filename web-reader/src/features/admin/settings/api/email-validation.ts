import useSWR from 'swr';
import { apiGet, apiPost } from '../../../../lib/api-client';

export const emailValidationKey = '/admin/email-validation-status';

/** GET /admin/email-validation-status. */
export const getEmailValidation = async () =>
  (await apiGet<{ email_validation_enabled: boolean }>(emailValidationKey)).email_validation_enabled;

export const useEmailValidation = () => useSWR<boolean>(emailValidationKey, getEmailValidation);

/**
 * POST /admin/toggle-email-validation {enabled}. Turning it off verifies every waiting account;
 * `users_verified` says how many.
 */
export const toggleEmailValidation = (enabled: boolean) =>
  apiPost<{ email_validation_enabled: boolean; users_verified: number }>('/admin/toggle-email-validation', {
    enabled,
  });
