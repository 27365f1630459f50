import type { FromSchema } from 'json-schema-to-ts';
import { instantSchema, paginationSchema } from './common';
import { apiObject, closedObject } from './schema-builders';

/** One admin change: who, what, on what, when; `details` depend on the action. */
export const auditEntrySchema = closedObject({
  required: ['id', 'actor_id', 'actor_name', 'action', 'target', 'details', 'created_at'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    actor_id: { type: ['integer', 'null'], description: 'null once the admin account is deleted.' },
    actor_name: { type: 'string' },
    action: { type: 'string', description: "e.g. 'playlist.upload', 'user.delete'." },
    target: { type: 'string' },
    details: { type: 'object' },
    created_at: instantSchema,
  },
});

/** An entry of the audit log. */
export type AuditEntry = FromSchema<typeof auditEntrySchema>;

/** `GET /admin/audit?offset=&limit=`: a page of the log, newest first. */
export const auditPageSchema = apiObject('audit-page', 'Audit log page', {
  required: ['entries', 'pagination'],
  properties: { entries: { type: 'array', items: auditEntrySchema }, pagination: paginationSchema },
});

/** What `GET /admin/audit` answers. */
export type AuditPage = FromSchema<typeof auditPageSchema>;
