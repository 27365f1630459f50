import type { FromSchema } from 'json-schema-to-ts';

/** `GET /health`: 200 `ok` when the database answers, 503 `degraded` otherwise. */
export const healthResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/health-response.json',
  title: 'Health',
  type: 'object',
  additionalProperties: false,
  required: ['status', 'database'],
  properties: {
    status: { enum: ['ok', 'degraded'] },
    database: { enum: ['reachable', 'unreachable'] },
  },
} as const;

/** What `GET /health` answers. */
export type HealthResponse = FromSchema<typeof healthResponseSchema>;
