import type { LoginBody } from '@camino/schemas/login';
import { apiCall } from '../../../lib/api-client';

/**
 * POST /login. Members send their email as `username`. A 401 here means wrong credentials, not an
 * expired session, so it never triggers the expiry redirect.
 */
export const login = (body: LoginBody) => apiCall('POST /login', { body, expireSessionOn401: false });
