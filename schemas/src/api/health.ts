import type { FromSchema } from 'json-schema-to-ts';
import { apiObject } from './schema-builders';

/** `GET /health`: 200 `ok` when the database answers, 503 `degraded` otherwise. */
export const healthResponseSchema = apiObject('health-response', 'Health', {
  required: ['status', 'database'],
  properties: {
    status: { enum: ['ok', 'degraded'] },
    database: { enum: ['reachable', 'unreachable'] },
  },
});

/** What `GET /health` answers. */
export type HealthResponse = FromSchema<typeof healthResponseSchema>;
