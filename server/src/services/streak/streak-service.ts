import type { Knex } from 'knex';
import { isoNow } from '../../lib/clock';
import type { ServiceDeps } from '../deps';
import { memberTransaction } from '../member-transaction';
import { countStreak, type StreakCount } from './streak-count';
import { checkTimeZone, DEFAULT_TIME_ZONE, localDateIn } from '../../lib/time-zone';

type Reader = Knex | Knex.Transaction;

/** A member's streak as the API answers it. */
export interface Streak extends StreakCount {
  hidden: boolean;
  time_zone: string;
  today: string;
}

export type StreakService = ReturnType<typeof createStreakService>;

/**
 * The streak: days in a row with a devotional action (a chapter watched, a path day done, the
 * gospel read while signed in) in the member's own time zone, with one rest day per ISO week.
 * Each action records the member's local date once (devotional_days), and the streak is
 * counted from those dates when asked, never kept as a number, so two devices acting at once
 * cannot count a day twice and a day recorded late still joins the run.
 */
export function createStreakService({ db, clock }: ServiceDeps) {
  /** The member's time zone and streak preference (defaults when they never set them). */
  async function preferences(reader: Reader, userId: number) {
    const row = await reader('member_preferences')
      .where({ user_id: userId })
      .first('time_zone', 'streak_hidden');
    return {
      time_zone: (row?.time_zone as string | null) ?? DEFAULT_TIME_ZONE,
      hidden: Boolean(row?.streak_hidden),
    };
  }

  /** Saves the member's time zone and/or streak preference (an upsert, safe from two devices). */
  async function setPreferences(
    trx: Knex.Transaction,
    userId: number,
    change: { time_zone?: string; streak_hidden?: boolean },
  ): Promise<void> {
    if (change.time_zone !== undefined) checkTimeZone(change.time_zone, { pointer: '/time_zone' });
    const values = {
      ...(change.time_zone !== undefined ? { time_zone: change.time_zone } : {}),
      ...(change.streak_hidden !== undefined ? { streak_hidden: change.streak_hidden } : {}),
      updated_at: isoNow(clock),
    };
    await trx('member_preferences')
      .insert({ user_id: userId, streak_hidden: false, ...values })
      .onConflict('user_id')
      .merge(Object.keys(values));
  }

  /** The member's own date now (in their stored time zone, else UTC). */
  async function todayOf(reader: Reader, userId: number): Promise<string> {
    const { time_zone } = await preferences(reader, userId);
    return localDateIn(time_zone, clock.now());
  }

  /**
   * Records that the member did something devotional today, in their time zone (taking `zone`
   * as their zone first when given). Idempotent: a day is recorded once.
   */
  async function recordAction(trx: Knex.Transaction, userId: number, zone?: string): Promise<string> {
    if (zone !== undefined) await setPreferences(trx, userId, { time_zone: zone });
    const today = await todayOf(trx, userId);
    await trx('devotional_days')
      .insert({ user_id: userId, local_date: today, created_at: isoNow(clock) })
      .onConflict(['user_id', 'local_date'])
      .ignore();
    return today;
  }

  /** The member's streak on `today` (their own date; default: today in their time zone). */
  async function streakFor(userId: number, today?: string, reader: Reader = db): Promise<Streak> {
    const prefs = await preferences(reader, userId);
    const date = today ?? localDateIn(prefs.time_zone, clock.now());
    const rows = await reader('devotional_days')
      .where({ user_id: userId })
      .andWhere('local_date', '<=', date)
      .select('local_date');
    const dates = new Set(rows.map((row: Record<string, unknown>) => row.local_date as string));
    return { ...countStreak(dates, date), hidden: prefs.hidden, time_zone: prefs.time_zone, today: date };
  }

  /** PUT /streak: saves the preference and/or zone in the member's turn, then answers the streak. */
  async function savePreferences(userId: number, change: { time_zone?: string; streak_hidden?: boolean }) {
    await memberTransaction(db, userId, (trx) => setPreferences(trx, userId, change));
    return streakFor(userId);
  }

  /** Records a devotional action in its own member transaction (a chapter watched, the gospel read). */
  async function recordActionNow(userId: number): Promise<void> {
    await memberTransaction(db, userId, (trx) => recordAction(trx, userId));
  }

  return { preferences, setPreferences, savePreferences, todayOf, recordAction, recordActionNow, streakFor };
}
