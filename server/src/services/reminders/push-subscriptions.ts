import type { PushDevice } from '@camino/schemas/api/reminders';
import type { Language } from '@camino/schemas/languages';
import type { PushSubscriptionBody } from '@camino/schemas/push-subscription';
import type { Db } from '../../db/connection';
import { message, notFound } from '../../errors';
import { sha256 } from '../../lib/sha256';

/** A stored device, with what sending to it needs. */
export interface PushSubscriptionRow {
  id: number;
  user_id: number;
  endpoint: string;
  endpoint_hash: string;
  p256dh: string;
  auth: string;
  label: string;
  language: string;
  created_at: string;
}

/** Devices a member keeps with push; enabling one more forgets the oldest (a browser long gone). */
export const PUSH_DEVICES_MAX = 10;

/** Longest device label the column keeps. */
const LABEL_MAX = 100;

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iOS/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Firefox on Android" from a User-Agent header: enough for a member to tell devices apart. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  const label = browser && system ? `${browser} on ${system}` : (browser ?? system ?? ua.trim());
  return (label || 'Browser').slice(0, LABEL_MAX);
}

const presentDevice = (row: PushSubscriptionRow): PushDevice => ({
  id: row.id,
  label: row.label,
  created_at: row.created_at,
});

/** The one writer of push_subscriptions. */
export function createPushSubscriptions(db: Db) {
  /**
   * Stores this device for the member; the same endpoint again (a browser renewing its
   * subscription, or another member signing in on that browser) replaces the stored one.
   */
  async function add(
    userId: number,
    body: PushSubscriptionBody,
    details: { label: string; language: Language; now: string },
  ): Promise<PushDevice> {
    const endpointHash = sha256(body.endpoint);
    const row = {
      user_id: userId,
      endpoint: body.endpoint,
      endpoint_hash: endpointHash,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      label: details.label,
      language: details.language,
      created_at: details.now,
    };
    await db('push_subscriptions')
      .insert(row)
      .onConflict('endpoint_hash')
      .merge(['user_id', 'p256dh', 'auth', 'label', 'language', 'created_at']);
    const stored = (await db('push_subscriptions')
      .where({ endpoint_hash: endpointHash })
      .first()) as PushSubscriptionRow;
    const kept = (await db('push_subscriptions')
      .where({ user_id: userId })
      .orderBy('id', 'desc')
      .limit(PUSH_DEVICES_MAX)
      .pluck('id')) as number[];
    await db('push_subscriptions').where({ user_id: userId }).whereNotIn('id', kept).delete();
    return presentDevice(stored);
  }

  /** The member's devices, oldest first. */
  async function list(userId: number): Promise<PushDevice[]> {
    const rows = (await db('push_subscriptions')
      .where({ user_id: userId })
      .orderBy('id')) as PushSubscriptionRow[];
    return rows.map(presentDevice);
  }

  /** The member's devices with their keys, for sending. */
  async function forSending(userId: number): Promise<PushSubscriptionRow[]> {
    return (await db('push_subscriptions').where({ user_id: userId }).orderBy('id')) as PushSubscriptionRow[];
  }

  /** Removes one of the member's devices (404 when it is not theirs or not there). */
  async function remove(userId: number, id: number): Promise<void> {
    const removed = await db('push_subscriptions').where({ user_id: userId, id }).delete();
    if (removed === 0) throw notFound(message('push_device_not_found'));
  }

  /** Forgets a device the push service says is gone (404/410). */
  async function forget(id: number): Promise<void> {
    await db('push_subscriptions').where({ id }).delete();
  }

  return { add, list, forSending, remove, forget };
}

export type PushSubscriptions = ReturnType<typeof createPushSubscriptions>;
