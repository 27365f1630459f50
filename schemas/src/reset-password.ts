import type { FromSchema } from 'json-schema-to-ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { validate as precompiled } from './generated/reset-password';
import { fromPrecompiled } from './validator';

/** The body that sets a new password with a recovery token. */
export const resetPasswordSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/reset-password.json',
  title: 'Reset password',
  description: 'The recovery token from the email and the new password (at least 6 characters).',
  type: 'object',
  required: ['token', 'new_password'],
  properties: {
    token: { type: 'string', minLength: 1, maxLength: 200 },
    new_password: { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH },
  },
} as const;

/** A reset-password body. */
export type ResetPasswordBody = FromSchema<typeof resetPasswordSchema>;

/** Checks a reset-password body. */
export const validateResetPassword = fromPrecompiled<ResetPasswordBody>(precompiled);
