import type { FromSchema } from 'json-schema-to-ts';
import { validate as precompiled } from './generated/verify-email';
import { fromPrecompiled } from './validator';
import { namedSchema } from './api/schema-builders';

/** The body that confirms an email address with the token from the verification email. */
export const verifyEmailSchema = namedSchema('verify-email', {
  title: 'Verify email',
  description: 'The verification token from the email.',
  type: 'object',
  required: ['token'],
  properties: {
    token: { type: 'string', minLength: 1, maxLength: 200 },
  },
});

/** A verify-email body. */
export type VerifyEmailBody = FromSchema<typeof verifyEmailSchema>;

/** Checks a verify-email body. */
export const validateVerifyEmail = fromPrecompiled<VerifyEmailBody>(precompiled);
