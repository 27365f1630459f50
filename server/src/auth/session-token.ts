import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

/** The one algorithm we sign and accept; pinning it refuses `alg: none` and key-confusion tricks. */
const ALGORITHM = 'HS256';
/** Separates session tokens from any other token signed with the same secret. */
const AUDIENCE = 'camino-session';

/**
 * The secret as a KeyObject, made once per secret. Given a string, jsonwebtoken first tries it as a
 * public key (createPublicKey throws for an HMAC secret) on every call, which cost more than the
 * rest of an authenticated request; the signature is the same either way.
 */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

export interface SessionClaims {
  userId: number;
  role: string;
  tokenVersion: number;
}

export function signSessionToken(claims: SessionClaims, secret: string, expiresIn: string): string {
  return jwt.sign({ role: claims.role, tv: claims.tokenVersion }, keyOf(secret), {
    algorithm: ALGORITHM,
    audience: AUDIENCE,
    subject: String(claims.userId),
    expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
  });
}

/** Returns the claims of a valid, unexpired session token, or null for anything else. */
export function verifySessionToken(token: string, secret: string): SessionClaims | null {
  try {
    const payload = jwt.verify(token, keyOf(secret), { algorithms: [ALGORITHM], audience: AUDIENCE });
    if (typeof payload !== 'object' || typeof payload.exp !== 'number') return null;
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.tv !== 'number') return null;
    return { userId, role: String(payload.role), tokenVersion: payload.tv };
  } catch {
    return null;
  }
}
