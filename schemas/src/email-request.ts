import type { FromSchema } from 'json-schema-to-ts';
import { validate as precompiled } from './generated/email-request';
import { fromPrecompiled } from './validator';

/** The body of forgot-password and resend-verification: just an email. */
export const emailRequestSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/email-request.json',
  title: 'Email request',
  description: 'The email address a recovery or verification message is asked for.',
  type: 'object',
  required: ['email'],
  properties: {
    email: { type: 'string', format: 'email', maxLength: 254 },
  },
} as const;

/** A forgot-password or resend-verification body. */
export type EmailRequest = FromSchema<typeof emailRequestSchema>;

/** Checks a forgot-password or resend-verification body. */
export const validateEmailRequest = fromPrecompiled<EmailRequest>(precompiled);
