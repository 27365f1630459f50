import type { FromSchema } from 'json-schema-to-ts';
import type { loginSchema, LoginBody } from '../login';
import type { registrationSchema, Registration } from '../registration';
import { schemaRef } from './common';
import { apiObject, closedObject } from './schema-builders';

/** An account's role: a member (`user`) or an administrator. */
export const userTypeSchema = { type: 'string', enum: ['user', 'admin'] } as const;

/** An account's role. */
export type UserType = FromSchema<typeof userTypeSchema>;

/** What a client may know of the signed-in account: never the hash or the token version. */
export const userInfoSchema = closedObject({
  required: ['id', 'first_name', 'last_name', 'email', 'username', 'user_type'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    email: { type: ['string', 'null'], description: 'A member signs in with it; null for admins.' },
    username: { type: ['string', 'null'], description: 'An admin signs in with it; null for members.' },
    user_type: userTypeSchema,
  },
});

/** The account fields a client sees. */
export type UserInfo = FromSchema<typeof userInfoSchema>;

/** Body of `POST /login` (schemas/src/login.ts). */
export const loginBody = schemaRef<typeof loginSchema, LoginBody>('https://camino.app/schemas/login.json');

const sessionProperties = {
  access_token: { type: 'string', description: 'Send as `Authorization: Bearer …`.' },
  token_type: { const: 'bearer' },
  user_type: userTypeSchema,
  user_info: userInfoSchema,
} as const;

/** `POST /login`: a session token and who it belongs to. */
export const loginResponseSchema = apiObject('login-response', 'Session', {
  required: ['access_token', 'token_type', 'user_type', 'user_info'],
  properties: {
    ...sessionProperties,
    device_token: {
      type: 'string',
      description:
        'Marks this client as a known device for this login name (as the camino_device cookie does in ' +
        'a browser): a client without cookies sends it back as the next login body’s device_token. ' +
        'Always sent by this server; optional for clients of older ones.',
    },
  },
});

/** What `POST /login` answers. */
export type LoginResponse = FromSchema<typeof loginResponseSchema>;

/** Body of `POST /register` (schemas/src/registration.ts). */
export const registrationBody = schemaRef<typeof registrationSchema, Registration>(
  'https://camino.app/schemas/registration.json',
);

/**
 * `POST /register` (201). When email validation is on, the member must verify first and no
 * session comes back; otherwise the answer carries a session as `POST /login` would.
 */
export const registerResponseSchema = apiObject('register-response', 'Registered', {
  required: ['message', 'email_verification_required', 'user_info'],
  properties: {
    message: { type: 'string' },
    email_verification_required: { type: 'boolean' },
    ...sessionProperties,
  },
  dependentRequired: { access_token: ['token_type', 'user_type'] },
});

/** What `POST /register` answers. */
export type RegisterResponse = FromSchema<typeof registerResponseSchema>;
