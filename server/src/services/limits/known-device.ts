import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

const COOKIE = 'camino_device';
const MAX_AGE_MS = 180 * 24 * 60 * 60_000;

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

  /** The device id when the request carries a valid cookie for this login name. */
  function deviceOf(req: Request, login: string): string | undefined {
    const value = readCookie(req.headers.cookie, COOKIE);
    const [deviceId, signature, extra] = value?.split('.') ?? [];
    if (!deviceId || !signature || extra !== undefined) return undefined;
    const expected = Buffer.from(mac(login, deviceId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : undefined;
  }

  /** Marks the browser as a known device for this login name (keeping its id when it has one). */
  function remember(req: Request, res: Response, login: string, deviceId?: string): void {
    const id = deviceId ?? randomBytes(16).toString('base64url');
    res.cookie(COOKIE, `${id}.${mac(login, id)}`, {
      httpOnly: true,
      sameSite: 'strict',
      secure: req.secure,
      path: '/api/login',
      maxAge: MAX_AGE_MS,
    });
  }

  return { deviceOf, remember };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
