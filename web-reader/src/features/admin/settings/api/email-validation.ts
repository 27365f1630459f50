import useSWR from 'swr';
import { apiPath } from '@camino/schemas/api/paths';
import { apiCall } from '../../../../lib/api-client';

export const emailValidationKey = apiPath('GET /admin/email-validation-status', {});

/** GET /admin/email-validation-status. */
export const getEmailValidation = async () =>
  (await apiCall('GET /admin/email-validation-status')).email_validation_enabled;

export const useEmailValidation = () => useSWR(emailValidationKey, getEmailValidation);

/**
 * POST /admin/toggle-email-validation {enabled}. Turning it off verifies every waiting account;
 * `users_verified` says how many.
 */
export const toggleEmailValidation = (enabled: boolean) =>
  apiCall('POST /admin/toggle-email-validation', { body: { enabled } });
