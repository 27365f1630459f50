import type { FromSchema } from 'json-schema-to-ts';
import { validate as precompiled } from './generated/login';
import { fromPrecompiled } from './validator';

/**
 * The login body. Lengths are only bounded here: a wrong password is an authentication
 * failure, not a validation problem.
 */
export const loginSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/login.json',
  title: 'Login',
  description: 'Username (or email) and password.',
  type: 'object',
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 254 },
    password: { type: 'string', minLength: 1, maxLength: 200 },
    device_token: {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      description:
        'The device_token an earlier login answered, for clients that keep no cookies (the desktop app): ' +
        'a known device is never locked out by failures elsewhere.',
    },
  },
} as const;

/** A login body. */
export type LoginBody = FromSchema<typeof loginSchema>;

/** Checks a login body. */
export const validateLogin = fromPrecompiled<LoginBody>(precompiled);
