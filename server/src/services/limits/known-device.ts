import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie's name; the login route sets it (HttpOnly, SameSite=Strict, path /api/login). */
export const DEVICE_COOKIE = 'camino_device';
export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 60 * 60_000;

/**
 * "Known device" rule: after a successful login the answer sets an HttpOnly, SameSite=Strict
 * cookie scoped to /api/login holding a random device id and an HMAC (keyed by JWT_SECRET) of that
 * id with the login name typed. A later login with the same name from a browser holding a valid
 * cookie is from a known device. It cannot be forged without the secret, is useless for another
 * account, and only relaxes lockouts (see login-limiter.ts): the password is still checked.
 * Clients that keep no cookies (the desktop app, scripts) are simply never known devices.
 */
export function createKnownDevices(secret: string) {
  const mac = (login: string, deviceId: string) =>
    createHmac('sha256', secret)
      .update(`camino-known-device\n${login.trim().toLowerCase()}\n${deviceId}`)
      .digest('base64url');

  /** The device id when the Cookie header carries a valid device cookie for this login name. */
  function deviceOf(cookieHeader: string | undefined, login: string): string | undefined {
    const value = readCookie(cookieHeader, DEVICE_COOKIE);
    const [deviceId, signature, extra] = value?.split('.') ?? [];
    if (!deviceId || !signature || extra !== undefined) return undefined;
    const expected = Buffer.from(mac(login, deviceId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : undefined;
  }

  /** The cookie's value marking a browser as a known device for this login name (keeping its id). */
  function cookieValue(login: string, deviceId?: string): string {
    const id = deviceId ?? randomBytes(16).toString('base64url');
    return `${id}.${mac(login, id)}`;
  }

  return { deviceOf, cookieValue };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
