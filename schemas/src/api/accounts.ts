import type { FromSchema } from 'json-schema-to-ts';
import { publishedProperties } from './revisions';
import type { emailRequestSchema, EmailRequest } from '../email-request';
import type { resetPasswordSchema, ResetPasswordBody } from '../reset-password';
import type { verifyEmailSchema, VerifyEmailBody } from '../verify-email';
import { schemaRef } from './common';

/** Body of `POST /forgot-password` and `POST /resend-verification` (schemas/src/email-request.ts). */
export const emailRequestBody = schemaRef<typeof emailRequestSchema, EmailRequest>(
  'https://camino.app/schemas/email-request.json',
);

/**
 * `POST /forgot-password`: always the same neutral message, so the answer never tells whether
 * the email has an account. `reset_token` only on a development server (EXPOSE_RESET_TOKEN).
 */
export const forgotPasswordResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/forgot-password-response.json',
  title: 'Recovery requested',
  type: 'object',
  additionalProperties: false,
  required: ['message'],
  properties: { message: { type: 'string' }, reset_token: { type: 'string' } },
} as const;

/** What `POST /forgot-password` answers. */
export type ForgotPasswordResponse = FromSchema<typeof forgotPasswordResponseSchema>;

/** `?token=` of `POST /validate-reset-token`. */
export const resetTokenQuerySchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/reset-token-query.json',
  title: 'Reset token query',
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1 } },
} as const;

/** The query of `POST /validate-reset-token`. */
export type ResetTokenQuery = FromSchema<typeof resetTokenQuerySchema>;

/** `POST /validate-reset-token`: the token may still be used (else 400 invalid_reset_token). */
export const resetTokenValidResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/reset-token-valid-response.json',
  title: 'Reset token valid',
  type: 'object',
  additionalProperties: false,
  required: ['valid', 'message'],
  properties: { valid: { const: true }, message: { type: 'string' } },
} as const;

/** What `POST /validate-reset-token` answers. */
export type ResetTokenValidResponse = FromSchema<typeof resetTokenValidResponseSchema>;

/** Body of `POST /reset-password` (schemas/src/reset-password.ts). */
export const resetPasswordBody = schemaRef<typeof resetPasswordSchema, ResetPasswordBody>(
  'https://camino.app/schemas/reset-password.json',
);

/** Body of `POST /verify-email` (schemas/src/verify-email.ts). */
export const verifyEmailBody = schemaRef<typeof verifyEmailSchema, VerifyEmailBody>(
  'https://camino.app/schemas/verify-email.json',
);

/** `POST /admin/toggle-email-validation`: the new setting and how many waiting accounts it verified. */
export const emailValidationToggleResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/email-validation-toggle-response.json',
  title: 'Email validation switched',
  type: 'object',
  additionalProperties: false,
  required: ['email_validation_enabled', 'users_verified', 'message'],
  properties: {
    email_validation_enabled: { type: 'boolean' },
    users_verified: { type: 'integer', minimum: 0 },
    message: { type: 'string' },
    ...publishedProperties,
  },
} as const;

/** What `POST /admin/toggle-email-validation` answers. */
export type EmailValidationToggleResponse = FromSchema<typeof emailValidationToggleResponseSchema>;
