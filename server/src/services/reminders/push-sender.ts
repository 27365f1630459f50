import type { Agent } from 'node:https';
import { messageText } from '@camino/schemas/messages/render-message';
import webpush, { WebPushError } from 'web-push';
import type { PushSubscriptions } from './push-subscriptions';
import type { VapidDetails } from './vapid-keys';

/** What the reader's push worker (web-reader/public/push-sw.js) shows and opens. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}

/** How long a push service keeps an undelivered reminder: a day's reminder is stale the next day. */
const TTL_SECONDS = 12 * 60 * 60;

/** The reminder's notification in the device's language; it opens Today. */
export function reminderPayload(language: string): PushPayload {
  const lang = language === 'es' ? 'es' : 'en';
  return {
    title: messageText(lang, 'reminder_push_title'),
    body: messageText(lang, 'reminder_push_body'),
    url: '/today',
  };
}

export interface PushSenderDeps {
  subscriptions: PushSubscriptions;
  vapid: () => Promise<VapidDetails>;
  /** The HTTPS agent requests to push services go through (tests trust their local service with it). */
  agent?: Agent;
}

/** What sending to a member's devices did. */
export interface PushOutcome {
  delivered: number;
  /** Devices the push service said are gone (404/410), now forgotten. */
  removed: number;
  failed: number;
}

/**
 * Sends the reminder to each of the member's devices with `web-push` (payload encrypted for the
 * device, request signed with the VAPID keys). A device whose push service answers 404 or 410
 * no longer exists and is removed; other failures are counted and left for the next day.
 */
export function createPushSender({ subscriptions, vapid, agent }: PushSenderDeps) {
  async function sendToMember(userId: number): Promise<PushOutcome> {
    const devices = await subscriptions.forSending(userId);
    const vapidDetails = await vapid();
    const outcome: PushOutcome = { delivered: 0, removed: 0, failed: 0 };
    for (const device of devices) {
      try {
        await webpush.sendNotification(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          JSON.stringify(reminderPayload(device.language)),
          { vapidDetails, TTL: TTL_SECONDS, ...(agent ? { agent } : {}) },
        );
        outcome.delivered += 1;
      } catch (err) {
        if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
          await subscriptions.forget(device.id);
          outcome.removed += 1;
        } else {
          outcome.failed += 1;
        }
      }
    }
    return outcome;
  }

  return { sendToMember };
}

export type PushSender = ReturnType<typeof createPushSender>;
