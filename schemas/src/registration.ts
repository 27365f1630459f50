import type { FromSchema } from 'json-schema-to-ts';
import { NON_BLANK } from './patterns';
import { validate as precompiled } from './generated/registration';
import { fromPrecompiled } from './validator';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

export { PASSWORD_MIN_LENGTH };

const personName = { type: 'string', minLength: 1, maxLength: 100, pattern: NON_BLANK } as const;

/** The body a visitor sends to create a member account. */
export const registrationSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/registration.json',
  title: 'Registration',
  description: 'First and last name, email and password (at least 6 characters) of a new member.',
  type: 'object',
  required: ['first_name', 'last_name', 'email', 'password'],
  properties: {
    first_name: personName,
    last_name: personName,
    email: { type: 'string', format: 'email', maxLength: 254 },
    password: { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH },
  },
} as const;

/** A registration body. */
export type Registration = FromSchema<typeof registrationSchema>;

/** Checks a registration body. */
export const validateRegistration = fromPrecompiled<Registration>(precompiled);
