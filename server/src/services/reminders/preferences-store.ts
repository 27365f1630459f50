import type { RemindersResponse } from '@camino/schemas/api/reminders';
import type { Language } from '@camino/schemas/languages';
import type { ReminderPreferencesBody } from '@camino/schemas/reminder-preferences';
import type { Db } from '../../db/connection';
import { checkTimeZone } from '../../lib/time-zone';
import { bitsToDays, daysToBits } from './local-time';

/** Every day of the week, as stored. */
const EVERY_DAY = 0b1111111;

/** A stored row of reminder_preferences. */
export interface PreferencesRow {
  user_id: number;
  time_zone: string;
  language: string;
  quiet_start: string | null;
  quiet_end: string | null;
  push_enabled: boolean | number;
  push_time: string;
  push_days: number;
  email_enabled: boolean | number;
  email_time: string;
  email_days: number;
  email_frequency: string;
  email_weekly_day: number;
  updated_at: string;
}

/** What a member who never saved preferences has: every reminder off. */
export function defaultPreferences(language: Language): RemindersResponse {
  return {
    time_zone: 'UTC',
    language,
    quiet_hours: null,
    push: { enabled: false, time: '07:00', days: bitsToDays(EVERY_DAY) },
    email: { enabled: false, time: '07:00', days: bitsToDays(EVERY_DAY), frequency: 'daily', weekly_day: 7 },
    saved: false,
  };
}

/** A stored row as the API answers it. */
export function presentPreferences(row: PreferencesRow): RemindersResponse {
  return {
    time_zone: row.time_zone,
    language: row.language === 'es' ? 'es' : 'en',
    quiet_hours: row.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end } : null,
    push: { enabled: Boolean(row.push_enabled), time: row.push_time, days: bitsToDays(row.push_days) },
    email: {
      enabled: Boolean(row.email_enabled),
      time: row.email_time,
      days: bitsToDays(row.email_days),
      frequency: row.email_frequency === 'weekly' ? 'weekly' : 'daily',
      weekly_day: row.email_weekly_day,
    },
    saved: true,
  };
}

/** The one writer of reminder_preferences. */
export function createPreferencesStore(db: Db) {
  async function read(userId: number): Promise<PreferencesRow | undefined> {
    return (await db('reminder_preferences').where({ user_id: userId }).first()) as
      PreferencesRow | undefined;
  }

  /** Saves the member's preferences (400 for a zone the runtime does not know). */
  async function save(
    userId: number,
    body: ReminderPreferencesBody,
    language: Language,
    now: string,
  ): Promise<RemindersResponse> {
    checkTimeZone(body.time_zone, { pointer: '/time_zone' });
    const row: PreferencesRow = {
      user_id: userId,
      time_zone: body.time_zone,
      language: body.language ?? language,
      quiet_start: body.quiet_hours?.start ?? null,
      quiet_end: body.quiet_hours?.end ?? null,
      push_enabled: body.push.enabled,
      push_time: body.push.time,
      push_days: daysToBits(body.push.days),
      email_enabled: body.email.enabled,
      email_time: body.email.time,
      email_days: daysToBits(body.email.days),
      email_frequency: body.email.frequency,
      email_weekly_day: body.email.weekly_day,
      updated_at: now,
    };
    const { user_id: _key, ...changes } = row;
    await db('reminder_preferences').insert(row).onConflict('user_id').merge(Object.keys(changes));
    return presentPreferences(row);
  }

  /** Turns the digest email off (the unsubscribe link); false when the member had no preferences. */
  async function disableEmail(userId: number, now: string): Promise<PreferencesRow | undefined> {
    await db('reminder_preferences')
      .where({ user_id: userId })
      .update({ email_enabled: false, updated_at: now });
    return read(userId);
  }

  /** The members with a channel on, with what a reminder needs of their account. */
  async function withChannelOn(): Promise<Array<PreferencesRow & MemberContact>> {
    return (await db('reminder_preferences as p')
      .join('users as u', 'u.id', 'p.user_id')
      .where('u.is_active', true)
      .andWhere((q) => q.where('p.push_enabled', true).orWhere('p.email_enabled', true))
      .select('p.*', 'u.email', 'u.first_name', 'u.email_verified')) as Array<PreferencesRow & MemberContact>;
  }

  return { read, save, disableEmail, withChannelOn };
}

/** What a reminder needs of the member's account. */
export interface MemberContact {
  email: string | null;
  first_name: string;
  email_verified: boolean | number;
}

export type PreferencesStore = ReturnType<typeof createPreferencesStore>;
