import type { FromSchema } from 'json-schema-to-ts';
import { LANGUAGES } from '../languages';
import type { pushSubscriptionSchema, PushSubscriptionBody } from '../push-subscription';
import type { reminderPreferencesSchema, ReminderPreferencesBody } from '../reminder-preferences';
import { instantSchema, schemaRef } from './common';
import { apiObject, arrayOf, closedObject, messageAnswer } from './schema-builders';

/** The channels a reminder travels by. */
export const REMINDER_CHANNELS = ['push', 'email'] as const;

/** A reminder channel. */
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** How often the digest email comes. */
export const DIGEST_FREQUENCIES = ['daily', 'weekly'] as const;

/** A time of day on the member's clock, `HH:MM` (24 hours). */
export const timeOfDaySchema = {
  type: 'string',
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
  maxLength: 5,
  description: 'A time of day on the member’s clock, HH:MM (24 hours).',
} as const;

/** A day of the week, ISO numbering: 1 is Monday, 7 is Sunday. */
export const weekdaySchema = { type: 'integer', minimum: 1, maximum: 7 } as const;

/** The days of the week a reminder comes on (none: it never comes). */
export const weekdaysSchema = {
  type: 'array',
  items: weekdaySchema,
  uniqueItems: true,
  maxItems: 7,
} as const;

/** An IANA time zone name (`Europe/Madrid`); the server refuses a name it does not know. */
export const timeZoneSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;

/**
 * A window of the member's day in which nothing is sent (`start` to `end`, crossing midnight when
 * `end` is earlier). A reminder due inside it is sent when it ends, if that is still the same
 * local day; otherwise that day's reminder is skipped.
 */
export const quietHoursSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['start', 'end'],
  properties: { start: timeOfDaySchema, end: timeOfDaySchema },
} as const;

/** When the web push reminder comes. */
export const pushPreferenceSchema = closedObject({
  required: ['enabled', 'time', 'days'],
  properties: { enabled: { type: 'boolean' }, time: timeOfDaySchema, days: weekdaysSchema },
});

/** When the digest email comes: daily on `days`, or weekly on `weekly_day`. */
export const emailPreferenceSchema = closedObject({
  required: ['enabled', 'time', 'days', 'frequency', 'weekly_day'],
  properties: {
    enabled: { type: 'boolean' },
    time: timeOfDaySchema,
    days: { ...weekdaysSchema, description: 'The days a daily digest comes on.' },
    frequency: { enum: DIGEST_FREQUENCIES },
    weekly_day: { ...weekdaySchema, description: 'The day a weekly digest comes on.' },
  },
});

/** The fields of a member's reminder preferences, as stored and as sent. */
export const reminderPreferencesProperties = {
  time_zone: timeZoneSchema,
  language: { enum: LANGUAGES, description: 'The language reminders are written in.' },
  quiet_hours: quietHoursSchema,
  push: pushPreferenceSchema,
  email: emailPreferenceSchema,
} as const;

/** Body of `PUT /reminders` (schemas/src/reminder-preferences.ts). */
export const reminderPreferencesBody = schemaRef<typeof reminderPreferencesSchema, ReminderPreferencesBody>(
  'https://camino.app/schemas/reminder-preferences.json',
);

/** `GET /reminders`, `PUT /reminders`: the member's reminder preferences (all off until chosen). */
export const remindersResponseSchema = apiObject('reminders-response', 'Reminder preferences', {
  required: ['time_zone', 'language', 'quiet_hours', 'push', 'email', 'saved'],
  properties: {
    ...reminderPreferencesProperties,
    saved: {
      type: 'boolean',
      description: 'False until the member first saves them: the defaults, all off.',
    },
  },
});

/** What `GET /reminders` answers. */
export type RemindersResponse = FromSchema<typeof remindersResponseSchema>;

/** `GET /push/key`: the VAPID public key a browser subscribes with (base64url). */
export const pushKeyResponseSchema = apiObject('push-key-response', 'Push public key', {
  required: ['public_key'],
  properties: { public_key: { type: 'string' } },
});

/** One device that receives the member's push reminders. */
export const pushDeviceSchema = closedObject({
  required: ['id', 'label', 'created_at'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    label: { type: 'string', description: 'The browser and system it was enabled on.' },
    created_at: instantSchema,
  },
});

/** A device as listed. */
export type PushDevice = FromSchema<typeof pushDeviceSchema>;

/** `GET /push/subscriptions`: the member's devices with push, oldest first. */
export const pushDevicesResponseSchema = apiObject('push-devices-response', 'Push devices', {
  required: ['devices'],
  properties: { devices: arrayOf(pushDeviceSchema) },
});

/** What `GET /push/subscriptions` answers. */
export type PushDevicesResponse = FromSchema<typeof pushDevicesResponseSchema>;

/** Body of `POST /push/subscriptions` (schemas/src/push-subscription.ts): a browser's PushSubscription. */
export const pushSubscriptionBody = schemaRef<typeof pushSubscriptionSchema, PushSubscriptionBody>(
  'https://camino.app/schemas/push-subscription.json',
);

/** `POST /push/subscriptions`: the device as stored (the same endpoint again updates it). */
export const pushDeviceResponseSchema = apiObject('push-device-response', 'Push device', {
  required: pushDeviceSchema.required,
  properties: pushDeviceSchema.properties,
});

/** `?token=` of `POST /reminders/unsubscribe`: the signed token of the digest's link. */
export const unsubscribeQuerySchema = apiObject('unsubscribe-query', 'Unsubscribe query', {
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 1000 } },
});

/** `POST /reminders/unsubscribe`: the digest email is off; `language` is the member's. */
export const unsubscribeResponseSchema = messageAnswer('unsubscribe-response', 'Unsubscribed', {
  required: ['language'],
  properties: { language: { enum: LANGUAGES } },
});

/** What `POST /reminders/unsubscribe` answers. */
export type UnsubscribeResponse = FromSchema<typeof unsubscribeResponseSchema>;
