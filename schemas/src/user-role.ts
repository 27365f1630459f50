import type { FromSchema } from 'json-schema-to-ts';
import { validate as precompiled } from './generated/user-role';
import { fromPrecompiled } from './validator';

/** Makes an account an admin or a member (`PUT /admin/user/{id}/role`). */
export const userRoleSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/user-role.json',
  title: 'User role',
  description: 'The role an admin gives another account.',
  type: 'object',
  additionalProperties: false,
  required: ['role'],
  properties: { role: { type: 'string', enum: ['admin', 'user'] } },
} as const;

/** A role change's body. */
export type UserRoleBody = FromSchema<typeof userRoleSchema>;

/** Checks a role change's body. */
export const validateUserRole = fromPrecompiled<UserRoleBody>(precompiled);
