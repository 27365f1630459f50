import type { LoginBody } from '@camino/schemas/login';
import { apiPost } from '../../../lib/api-client';
import type { LoginResponse } from '../../../lib/session';

/**
 * POST /login. Members send their email as `username`. A 401 here means wrong credentials, not an
 * expired session, so it never triggers the expiry redirect.
 */
export const login = (body: LoginBody) =>
  apiPost<LoginResponse>('/login', body, { expireSessionOn401: false });
