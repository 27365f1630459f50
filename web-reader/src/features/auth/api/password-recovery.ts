import { apiCall } from '../../../lib/api-client';

/** POST /forgot-password; in development the answer may carry `reset_token`. */
export const forgotPassword = (email: string) => apiCall('POST /forgot-password', { body: { email } });

/** POST /validate-reset-token?token=… : 200 when the link can still be used. */
export const validateResetToken = (token: string) =>
  apiCall('POST /validate-reset-token', { query: { token } });

/** POST /reset-password */
export const resetPassword = (token: string, newPassword: string) =>
  apiCall('POST /reset-password', { body: { token, new_password: newPassword } });
