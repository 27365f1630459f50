import type { FromSchema } from 'json-schema-to-ts';
import { validate as precompiled } from './generated/email-request';
import { fromPrecompiled } from './validator';
import { namedSchema } from './api/schema-builders';

/** The body of forgot-password and resend-verification: just an email. */
export const emailRequestSchema = namedSchema('email-request', {
  title: 'Email request',
  description: 'The email address a recovery or verification message is asked for.',
  type: 'object',
  required: ['email'],
  properties: {
    email: { type: 'string', format: 'email', maxLength: 254 },
  },
});

/** A forgot-password or resend-verification body. */
export type EmailRequest = FromSchema<typeof emailRequestSchema>;

/** Checks a forgot-password or resend-verification body. */
export const validateEmailRequest = fromPrecompiled<EmailRequest>(precompiled);
