import type { Agent } from 'node:https';
import type { ReminderChannel, RemindersResponse } from '@camino/schemas/api/reminders';
import type { GospelEntry } from '@camino/schemas/gospel-entry';
import { toLanguage, type Language } from '@camino/schemas/languages';
import type { PushSubscriptionBody } from '@camino/schemas/push-subscription';
import type { ReminderPreferencesBody } from '@camino/schemas/reminder-preferences';
import type { Logger } from 'pino';
import { AppError } from '../../errors';
import { isoNow } from '../../lib/clock';
import type { Mailer } from '../../mail/mailer';
import type { ServiceDeps } from '../deps';
import { digestContent, NO_PATH_OR_STREAK, type DigestProviders } from './digest-content';
import { digestEmail, digestLinks } from './digest-email';
import { createPreferencesStore, defaultPreferences, presentPreferences } from './preferences-store';
import { createPushSender } from './push-sender';
import { createPushSubscriptions } from './push-subscriptions';
import { createReminderScheduler, type ReminderDelivery, type ReminderMember } from './scheduler';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';
import { resolveVapidKeys, type VapidDetails } from './vapid-keys';

export interface RemindersOptions {
  /** The gospel entry of a date (services.gospel.getByDate: 404 when none is published). */
  gospelByDate: (date: string) => Promise<GospelEntry>;
  /** The member's path steps and streak for the digest (none until the paths feature is wired). */
  providers?: DigestProviders;
  /** The HTTPS agent for push services (tests trust their local push service with it). */
  pushAgent?: Agent;
}

/** The sender of VAPID_SUBJECT when unset: the address mail is sent from. */
export function defaultVapidSubject(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/**
 * Reminders by web push and digest email: each member's preferences (all off until chosen), their
 * devices, the one-click unsubscribe, and the delivery the scheduler drives.
 */
export function createRemindersService(
  { db, config, clock }: ServiceDeps,
  mailer: Mailer,
  options: RemindersOptions,
) {
  const store = createPreferencesStore(db);
  const subscriptions = createPushSubscriptions(db);
  const providers = options.providers ?? NO_PATH_OR_STREAK;
  const gospelOn = (date: string) =>
    options.gospelByDate(date).catch((err: unknown) => {
      if (err instanceof AppError && err.status === 404) return null;
      throw err;
    });
  let vapidKeys: Promise<VapidDetails> | undefined;
  const vapid = (): Promise<VapidDetails> => {
    vapidKeys ??= resolveVapidKeys(
      db,
      { ...config, vapidSubject: config.vapidSubject ?? defaultVapidSubject(config.mailFrom) },
      isoNow(clock),
    ).catch((err: unknown) => {
      vapidKeys = undefined;
      throw err;
    });
    return vapidKeys;
  };
  const push = createPushSender({ subscriptions, vapid, agent: options.pushAgent });

  async function preferences(userId: number, language: Language): Promise<RemindersResponse> {
    const row = await store.read(userId);
    return row ? presentPreferences(row) : defaultPreferences(language);
  }

  function savePreferences(userId: number, body: ReminderPreferencesBody, language: Language) {
    return store.save(userId, body, language, isoNow(clock));
  }

  /** Turns the digest off for the member the token names (400 invalid_unsubscribe_token otherwise). */
  async function unsubscribe(token: string): Promise<{ language: Language }> {
    const userId = verifyUnsubscribeToken(token, config.jwtSecret);
    if (userId === null) throw new AppError(400, 'invalid_unsubscribe_token');
    const row = await store.disableEmail(userId, isoNow(clock));
    // A deleted account has nothing left to send to: the link still confirms.
    return { language: toLanguage(row?.language) };
  }

  async function sendDigest(member: ReminderMember, localDate: string): Promise<void> {
    const language = toLanguage(member.language);
    const content = await digestContent(
      { gospelOn, providers },
      { userId: member.user_id, language },
      localDate,
    );
    const token = signUnsubscribeToken(member.user_id, config.jwtSecret);
    await mailer.send(
      digestEmail(
        content,
        { email: member.email!, firstName: member.first_name },
        digestLinks(config.publicUrl, localDate, token, language),
      ),
    );
  }

  const delivery: ReminderDelivery = {
    members: () => store.withChannelOn(),
    async canSend(channel: ReminderChannel, member: ReminderMember) {
      if (channel === 'email') return Boolean(member.email) && Boolean(member.email_verified);
      return (await subscriptions.forSending(member.user_id)).length > 0;
    },
    async send(channel, member, localDate) {
      if (channel === 'email') {
        await sendDigest(member, localDate);
        return true;
      }
      const outcome = await push.sendToMember(member.user_id);
      return outcome.delivered > 0;
    },
  };

  return {
    preferences,
    savePreferences,
    unsubscribe,
    publicKey: async () => (await vapid()).publicKey,
    addDevice: (userId: number, body: PushSubscriptionBody, label: string, language: Language) =>
      subscriptions.add(userId, body, { label, language, now: isoNow(clock) }),
    listDevices: subscriptions.list,
    removeDevice: subscriptions.remove,
    /** The scheduler of this server (main.ts starts it; tests tick it by hand). */
    scheduler: (logger?: Logger, tickMs?: number) =>
      createReminderScheduler({ db, clock, delivery, logger, tickMs }),
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
