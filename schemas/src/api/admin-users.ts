import type { FromSchema } from 'json-schema-to-ts';
import type { userRoleSchema, UserRoleBody } from '../user-role';
import { instantSchema, paginationSchema, schemaRef } from './common';
import { userTypeSchema } from './auth';
import { apiObject, closedObject, messageAnswer } from './schema-builders';

/** One account in the admin users list, with its activity: never the hash or the token version. */
export const adminUserSchema = closedObject({
  required: [
    'id',
    'first_name',
    'last_name',
    'email',
    'username',
    'user_type',
    'created_at',
    'is_active',
    'total_videos_watched',
    'volumes_accessed',
    'volumes_list',
    'last_activity',
  ],
  properties: {
    id: { type: 'integer', minimum: 1 },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    email: { type: ['string', 'null'] },
    username: { type: ['string', 'null'] },
    user_type: userTypeSchema,
    created_at: instantSchema,
    is_active: { type: 'boolean' },
    total_videos_watched: { type: 'integer', minimum: 0 },
    volumes_accessed: { type: 'integer', minimum: 0 },
    volumes_list: { type: 'array', items: { type: 'integer', minimum: 1 } },
    last_activity: { anyOf: [instantSchema, { type: 'null' }] },
  },
});

/** An account as the admin list shows it. */
export type AdminUser = FromSchema<typeof adminUserSchema>;

/** Site-wide figures shown above the users list. */
export const userStatisticsSchema = closedObject({
  required: ['total_users', 'total_visualizations', 'active_users'],
  properties: {
    total_users: { type: 'integer', minimum: 0 },
    total_visualizations: { type: 'integer', minimum: 0, description: 'Watched marks, all members.' },
    active_users: { type: 'integer', minimum: 0, description: 'Signed-in requests within 30 days.' },
  },
});

/** The users list's statistics. */
export type UserStatistics = FromSchema<typeof userStatisticsSchema>;

/** `GET /admin/users?offset=&limit=`: a page of accounts, newest first. */
export const adminUsersPageSchema = apiObject('admin-users-page', 'Admin users page', {
  required: ['users', 'pagination', 'statistics'],
  properties: {
    users: { type: 'array', items: adminUserSchema },
    pagination: paginationSchema,
    statistics: userStatisticsSchema,
  },
});

/** What `GET /admin/users` answers. */
export type AdminUsersPage = FromSchema<typeof adminUsersPageSchema>;

/** Body of `PUT /admin/user/{id}/role` (schemas/src/user-role.ts). */
export const userRoleBody = schemaRef<typeof userRoleSchema, UserRoleBody>(
  'https://camino.app/schemas/user-role.json',
);

/** `PUT /admin/user/{id}/role`: the account's role now, and whether this call changed it. */
export const userRoleResponseSchema = messageAnswer('user-role-response', 'User role', {
  required: ['id', 'user_type', 'changed'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    user_type: userTypeSchema,
    changed: { type: 'boolean', description: 'False when the account already had this role.' },
  },
});

/** What `PUT /admin/user/{id}/role` answers. */
export type UserRoleResponse = FromSchema<typeof userRoleResponseSchema>;
