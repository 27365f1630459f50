import type { PushSubscriptionBody } from '@camino/schemas/push-subscription';

/** The push worker (web-reader/public/push-sw.js): it only shows reminders and opens Today. */
export const PUSH_WORKER_URL = '/push-sw.js';
/** Its own scope, controlling no page, so it never stands in the way of a site-wide worker. */
const PUSH_WORKER_SCOPE = '/push-worker/';

/** Why this browser cannot receive push reminders, or null when it can. */
export type PushUnavailable = 'unsupported' | 'denied';

/** What this browser offers: push at all, and whether the member refused notifications. */
export function pushAvailability(): PushUnavailable | null {
  if (typeof window === 'undefined') return 'unsupported';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : null;
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks for permission, registers the push worker and subscribes this browser with the site's
 * public key; answers the subscription to send to the server, or why it cannot be had.
 */
export async function subscribeThisDevice(
  publicKey: string,
): Promise<PushSubscriptionBody | PushUnavailable> {
  const available = pushAvailability();
  if (available) return available;
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: PUSH_WORKER_SCOPE });
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  return subscription.toJSON() as PushSubscriptionBody;
}
