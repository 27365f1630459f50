import type { MessageResponse } from '@camino/schemas/api/common';
import { apiCall } from '../../../lib/api-client';

const pending = new Map<string, Promise<MessageResponse>>();

/**
 * POST /verify-email. A token is single-use, so a repeated call for the same token (React's
 * development double effects, a re-render) shares the first request instead of failing.
 */
export function verifyEmail(token: string): Promise<MessageResponse> {
  let request = pending.get(token);
  if (!request) {
    request = apiCall('POST /verify-email', { body: { token } });
    pending.set(token, request);
  }
  return request;
}

/** POST /resend-verification: a neutral answer whether or not the email has an account. */
export const resendVerification = (email: string) =>
  apiCall('POST /resend-verification', { body: { email } });
