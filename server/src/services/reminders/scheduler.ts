import { randomBytes } from 'node:crypto';
import type { ReminderChannel } from '@camino/schemas/api/reminders';
import type { Logger } from 'pino';
import type { Db } from '../../db/connection';
import { isoNow, type Clock } from '../../lib/clock';
import { localMoment } from '../../lib/time-zone';
import { inQuietHours } from './local-time';
import type { MemberContact, PreferencesRow } from './preferences-store';

/** A member with a channel on, as the scheduler reads them. */
export type ReminderMember = PreferencesRow & MemberContact;

/** How reminders go out; the scheduler decides only when, and claims each send first. */
export interface ReminderDelivery {
  /** The members with a channel on. */
  members(): Promise<ReminderMember[]>;
  /** Whether there is anywhere to send (a device with push, a verified email): no claim without one. */
  canSend(channel: ReminderChannel, member: ReminderMember): Promise<boolean>;
  /** Sends the reminder; false when it could not go out. */
  send(channel: ReminderChannel, member: ReminderMember, localDate: string): Promise<boolean>;
}

/** One reminder a tick sent, or tried to. */
export interface TickSend {
  userId: number;
  channel: ReminderChannel;
  localDate: string;
  ok: boolean;
}

/**
 * The channels due for `member` at `now`, with the member's local date: a channel is due once its
 * time of day has come on one of its days, outside quiet hours (a reminder whose time falls in
 * them goes out when they end, the same local day, or not at all), and not before the moment the
 * preferences were saved (turning reminders on at noon does not send that morning's at once).
 */
export function dueChannels(
  member: ReminderMember,
  now: Date,
): Array<{ channel: ReminderChannel; localDate: string }> {
  const local = localMoment(now, member.time_zone);
  const quiet =
    member.quiet_start && member.quiet_end ? { start: member.quiet_start, end: member.quiet_end } : null;
  if (inQuietHours(local.time, quiet)) return [];
  const savedAt = localMoment(new Date(member.updated_at), member.time_zone);
  const saved = `${savedAt.date} ${savedAt.time}`;
  const onDay = (bits: number) => (bits & (1 << (local.weekday - 1))) !== 0;
  const reached = (time: string) => local.time >= time && `${local.date} ${time}` >= saved;
  const due: Array<{ channel: ReminderChannel; localDate: string }> = [];
  if (member.push_enabled && onDay(member.push_days) && reached(member.push_time)) {
    due.push({ channel: 'push', localDate: local.date });
  }
  const emailDay =
    member.email_frequency === 'weekly'
      ? local.weekday === member.email_weekly_day
      : onDay(member.email_days);
  if (member.email_enabled && emailDay && reached(member.email_time)) {
    due.push({ channel: 'email', localDate: local.date });
  }
  return due;
}

export interface SchedulerDeps {
  db: Db;
  clock: Clock;
  delivery: ReminderDelivery;
  logger?: Logger;
  /** Milliseconds between ticks (a minute by default). */
  tickMs?: number;
}

/**
 * The reminder scheduler inside each server. Every tick finds the reminders due and, for each,
 * first claims it by inserting (user, channel, local date) into reminder_sends: that key is
 * unique, so with several servers on one database only the one whose row went in sends, and a
 * member gets at most one push and one email a day. A restart loses nothing: a reminder due while
 * the server was down is due at the next tick while it is still that local day, and one already
 * claimed is never sent again (a server that dies between claim and send skips that one).
 */
export function createReminderScheduler({ db, clock, delivery, logger, tickMs = 60_000 }: SchedulerDeps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<TickSend[]> | undefined;

  /** Inserts the claim row; true when this call's row is the one stored. */
  async function claim(userId: number, channel: ReminderChannel, localDate: string): Promise<boolean> {
    const mine = randomBytes(16).toString('hex');
    const key = { user_id: userId, channel, local_date: localDate };
    await db('reminder_sends')
      .insert({ ...key, claim: mine, status: 'sending', claimed_at: isoNow(clock) })
      .onConflict(['user_id', 'channel', 'local_date'])
      .ignore();
    const row = (await db('reminder_sends').where(key).first('claim')) as { claim: string } | undefined;
    return row?.claim === mine;
  }

  async function runTick(): Promise<TickSend[]> {
    const now = clock.now();
    const sends: TickSend[] = [];
    for (const member of await delivery.members()) {
      try {
        for (const { channel, localDate } of dueChannels(member, now)) {
          if (!(await delivery.canSend(channel, member))) continue;
          if (!(await claim(member.user_id, channel, localDate))) continue;
          const ok = await delivery.send(channel, member, localDate);
          await db('reminder_sends')
            .where({ user_id: member.user_id, channel, local_date: localDate })
            .update({ status: ok ? 'sent' : 'failed' });
          sends.push({ userId: member.user_id, channel, localDate, ok });
        }
      } catch (err) {
        // One member's failure (a time zone the runtime lost, a mail server down) never stops the others.
        logger?.error({ err, userId: member.user_id }, 'reminder could not be sent');
      }
    }
    return sends;
  }

  /** Sends what is due now; a tick still running is waited for instead of starting another. */
  function tick(): Promise<TickSend[]> {
    running ??= runTick().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    tick,
    /** Ticks every `tickMs` without keeping the process alive. */
    start() {
      if (timer) return;
      timer = setInterval(() => {
        tick().catch((err: unknown) => logger?.error({ err }, 'reminder tick failed'));
      }, tickMs);
      timer.unref();
    },
    /** Stops ticking and waits for a tick in progress. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

export type ReminderScheduler = ReturnType<typeof createReminderScheduler>;
