import { apiPost } from '../../../lib/api-client';

/** POST /forgot-password; in development the answer may carry `reset_token`. */
export const forgotPassword = (email: string) =>
  apiPost<{ message: string; reset_token?: string }>('/forgot-password', { email });

/** POST /validate-reset-token?token=… : 200 when the link can still be used. */
export const validateResetToken = (token: string) =>
  apiPost<{ valid: boolean }>('/validate-reset-token', undefined, { query: { token } });

/** POST /reset-password */
export const resetPassword = (token: string, newPassword: string) =>
  apiPost<{ message: string }>('/reset-password', { token, new_password: newPassword });
