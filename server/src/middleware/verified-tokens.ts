import jwt from 'jsonwebtoken';
import { verifySessionToken, type SessionClaims } from '../auth/session-token';

/** Tokens remembered at most; past this the longest kept go first. */
const MAX_TOKENS = 10_000;

interface Verified {
  claims: SessionClaims;
  /** The token's `exp`, in seconds. */
  exp: number;
}

/**
 * Remembers the claims of session tokens whose signature has been checked, keyed by the whole
 * Authorization header, so a member's requests cost one parse, HMAC and JSON decoding per token
 * instead of per request. A signature check gives the
 * same answer every time for the same text and secret; only the expiry depends on the time, and it
 * is compared on every call exactly as jsonwebtoken does (valid while the current whole second is
 * below `exp`). Invalid tokens are never remembered (garbage must not fill the map).
 */
export function createVerifiedTokens(secret: string) {
  const verified = new Map<string, Verified>();

  /** The claims of the valid, unexpired session token `Bearer <token>` in `header`, or null. */
  return function claimsOf(header: string): SessionClaims | null {
    const known = verified.get(header);
    if (known) {
      if (Math.floor(Date.now() / 1000) < known.exp) return known.claims;
      verified.delete(header);
      return null;
    }
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token) return null;
    const claims = verifySessionToken(token, secret);
    if (!claims) return null;
    const payload = jwt.decode(token) as { exp?: unknown; nbf?: unknown } | null;
    // A not-before time would need checking on every call; our tokens never carry one.
    if (payload && typeof payload.exp === 'number' && payload.nbf === undefined) {
      if (verified.size >= MAX_TOKENS) verified.delete(verified.keys().next().value!);
      verified.set(header, { claims, exp: payload.exp });
    }
    return claims;
  };
}
