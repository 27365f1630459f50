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
 * Clients that keep no cookies (the desktop app) get the same value as the login answer's
 * `device_token` and send it back in the next login body.
 */
export function createKnownDevices(secret: string) {
  const mac = (login: string, deviceId: string) =>
    createHmac('sha256', secret)
      .update(`camino-known-device\n${login.trim().toLowerCase()}\n${deviceId}`)
      .digest('base64url');

  /** The device id when the Cookie header carries a valid device cookie for this login name. */
  function deviceOf(cookieHeader: string | undefined, login: string): string | undefined {
    return deviceOfToken(readCookie(cookieHeader, DEVICE_COOKIE), login);
  }

  /** The device id when `token` (a cookie's value, or a login body's `device_token`) is valid for this login name. */
  function deviceOfToken(token: unknown, login: string): string | undefined {
    if (typeof token !== 'string') return undefined;
    const [deviceId, signature, extra] = token.split('.');
    if (!deviceId || !signature || extra !== undefined) return undefined;
    const expected = Buffer.from(mac(login, deviceId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : undefined;
  }

  /**
   * The value marking a client as a known device for this login name (keeping its id): a
   * browser's cookie, or the login answer's `device_token` for a client without cookies.
   */
  function cookieValue(login: string, deviceId?: string): string {
    const id = deviceId ?? randomBytes(16).toString('base64url');
    return `${id}.${mac(login, id)}`;
  }

  return { deviceOf, deviceOfToken, cookieValue };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
