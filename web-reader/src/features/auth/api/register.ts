import type { Registration } from '@camino/schemas/registration';
import { apiCall } from '../../../lib/api-client';

/** POST /register: with email validation off the answer also carries the session. */
export const register = (body: Registration) => apiCall('POST /register', { body });
