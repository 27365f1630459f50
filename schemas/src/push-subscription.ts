import type { FromSchema } from 'json-schema-to-ts';
import { validate as precompiled } from './generated/push-subscription';
import { fromPrecompiled } from './validator';

/** Longest push endpoint a device may register (the column holds this many characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

/** The body that registers this device for push reminders: the browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/push-subscription.json',
  title: 'Push subscription',
  description:
    'Where the push service takes this device’s notifications, and the keys they are encrypted with.',
  type: 'object',
  required: ['endpoint', 'keys'],
  properties: {
    endpoint: {
      type: 'string',
      pattern: '^https://',
      maxLength: PUSH_ENDPOINT_MAX_LENGTH,
      description: 'The push service URL of this device (https).',
    },
    expirationTime: { type: ['number', 'null'] },
    keys: {
      type: 'object',
      required: ['p256dh', 'auth'],
      properties: {
        p256dh: { type: 'string', pattern: '^[A-Za-z0-9_-]+={0,2}$', minLength: 80, maxLength: 120 },
        auth: { type: 'string', pattern: '^[A-Za-z0-9_-]+={0,2}$', minLength: 16, maxLength: 32 },
      },
    },
  },
} as const;

/** A push subscription body. */
export type PushSubscriptionBody = FromSchema<typeof pushSubscriptionSchema>;

/** Checks a push subscription body. */
export const validatePushSubscription = fromPrecompiled<PushSubscriptionBody>(precompiled);
