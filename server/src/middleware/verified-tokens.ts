import jwt from 'jsonwebtoken';
import { verifySessionToken, type SessionClaims } from '../auth/session-token';

/** Tokens remembered at most; past this the longest kept go first. */
const MAX_TOKENS = 10_000;
/** Slots in front of the map (a power of two). */
const SLOTS = 4096;
/** Characters at the end of a header that choose its slot. */
const SLOT_CHARS = 8;

function slotOf(header: string): number {
  let hash = 0;
  for (let i = Math.max(0, header.length - SLOT_CHARS); i < header.length; i++) {
    hash = (Math.imul(hash, 31) + header.charCodeAt(i)) | 0;
  }
  return hash & (SLOTS - 1);
}

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
  // In front of the map: one slot per hash of the header's last characters (its signature's,
  // random). Why: a header comes from the parser as a new string, so a Map lookup first hashes all
  // of its ~250 characters; that was ~1 % of a cached answer's CPU profile (0.7 µs of ~60), and a
  // slot costs a few characters' hash and one comparison. A collision only sends a token to the map.
  const slotHeaders: Array<string | undefined> = new Array<string | undefined>(SLOTS);
  const slotEntries: Array<Verified | undefined> = new Array<Verified | undefined>(SLOTS);

  function forget(header: string, slot: number): null {
    verified.delete(header);
    if (slotHeaders[slot] === header) slotHeaders[slot] = slotEntries[slot] = undefined;
    return null;
  }

  /** The claims of the valid, unexpired session token `Bearer <token>` in `header`, or null. */
  return function claimsOf(header: string): SessionClaims | null {
    const slot = slotOf(header);
    const inSlot = slotHeaders[slot] === header;
    const known = inSlot ? slotEntries[slot] : verified.get(header);
    if (known) {
      if (Math.floor(Date.now() / 1000) >= known.exp) return forget(header, slot);
      if (!inSlot) {
        slotHeaders[slot] = header;
        slotEntries[slot] = known;
      }
      return known.claims;
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
