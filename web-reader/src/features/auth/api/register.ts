import type { Registration } from '@camino/schemas/registration';
import { apiPost } from '../../../lib/api-client';
import type { LoginResponse } from '../../../lib/session';

/** POST /register: with email validation off the answer also carries the session. */
export type RegisterResponse = {
  message: string;
  email_verification_required: boolean;
} & Partial<LoginResponse>;

export const register = (body: Registration) => apiPost<RegisterResponse>('/register', body);
