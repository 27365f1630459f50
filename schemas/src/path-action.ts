import type { FromSchema } from 'json-schema-to-ts';
import { validate as precompiled } from './generated/path-action';
import { timeZoneSchema } from './time-zone';
import { fromPrecompiled } from './validator';

/** What a member does to a reading path, with the first day when joining an on-join path. */
export const pathActionSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/path-action.json',
  title: 'Reading path action',
  description: 'Join, pause, resume, leave or restart a reading path.',
  type: 'object',
  additionalProperties: false,
  required: ['action'],
  properties: {
    action: { type: 'string', enum: ['join', 'pause', 'resume', 'leave', 'restart'] },
    start_date: {
      type: 'string',
      format: 'date',
      description: 'Day 1 of a path that starts on join (default: the member’s today).',
    },
    time_zone: timeZoneSchema,
  },
} as const;

/** A reading path action body. */
export type PathActionBody = FromSchema<typeof pathActionSchema>;

/** Checks a reading path action body. */
export const validatePathAction = fromPrecompiled<PathActionBody>(precompiled);
