import type { FromSchema } from 'json-schema-to-ts';
import { publishedProperties } from './revisions';
import type { emailRequestSchema, EmailRequest } from '../email-request';
import type { resetPasswordSchema, ResetPasswordBody } from '../reset-password';
import type { verifyEmailSchema, VerifyEmailBody } from '../verify-email';
import { schemaRef } from './common';
import { apiObject, messageAnswer } from './schema-builders';

/** Body of `POST /forgot-password` and `POST /resend-verification` (schemas/src/email-request.ts). */
export const emailRequestBody = schemaRef<typeof emailRequestSchema, EmailRequest>(
  'https://camino.app/schemas/email-request.json',
);

/**
 * `POST /forgot-password`: always the same neutral message, so the answer never tells whether
 * the email has an account. `reset_token` only on a development server (EXPOSE_RESET_TOKEN).
 */
export const forgotPasswordResponseSchema = messageAnswer('forgot-password-response', 'Recovery requested', {
  properties: { reset_token: { type: 'string' } },
});

/** What `POST /forgot-password` answers. */
export type ForgotPasswordResponse = FromSchema<typeof forgotPasswordResponseSchema>;

/** `?token=` of `POST /validate-reset-token`. */
export const resetTokenQuerySchema = apiObject('reset-token-query', 'Reset token query', {
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1 } },
});

/** The query of `POST /validate-reset-token`. */
export type ResetTokenQuery = FromSchema<typeof resetTokenQuerySchema>;

/** `POST /validate-reset-token`: the token may still be used (else 400 invalid_reset_token). */
export const resetTokenValidResponseSchema = apiObject('reset-token-valid-response', 'Reset token valid', {
  required: ['valid', 'message'],
  properties: { valid: { const: true }, message: { type: 'string' } },
});

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
export const emailValidationToggleResponseSchema = apiObject(
  'email-validation-toggle-response',
  'Email validation switched',
  {
    required: ['email_validation_enabled', 'users_verified', 'message'],
    properties: {
      email_validation_enabled: { type: 'boolean' },
      users_verified: { type: 'integer', minimum: 0 },
      message: { type: 'string' },
      ...publishedProperties,
    },
  },
);

/** What `POST /admin/toggle-email-validation` answers. */
export type EmailValidationToggleResponse = FromSchema<typeof emailValidationToggleResponseSchema>;
