import type { FromSchema } from 'json-schema-to-ts';
import { validate as precompiled } from './generated/verify-email';
import { fromPrecompiled } from './validator';

/** The body that confirms an email address with the token from the verification email. */
export const verifyEmailSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/verify-email.json',
  title: 'Verify email',
  description: 'The verification token from the email.',
  type: 'object',
  required: ['token'],
  properties: {
    token: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

/** A verify-email body. */
export type VerifyEmailBody = FromSchema<typeof verifyEmailSchema>;

/** Checks a verify-email body. */
export const validateVerifyEmail = fromPrecompiled<VerifyEmailBody>(precompiled);
