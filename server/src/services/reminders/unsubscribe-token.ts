import jwt from 'jsonwebtoken';

/** The one algorithm we sign and accept. */
const ALGORITHM = 'HS256';
/**
 * Scopes the token to this one use: a session token (audience camino-session) is no unsubscribe
 * token, and this token opens no session.
 */
const AUDIENCE = 'camino-unsubscribe';

/**
 * The digest's unsubscribe token: signed with the server's secret, naming the member and the
 * channel. It does not expire: an old email's link must still turn the digest off.
 */
export function signUnsubscribeToken(userId: number, secret: string): string {
  return jwt.sign({ ch: 'email' }, secret, {
    algorithm: ALGORITHM,
    audience: AUDIENCE,
    subject: String(userId),
  });
}

/** The member an unsubscribe token names, or null for anything else (changed, cut, another token). */
export function verifyUnsubscribeToken(token: string, secret: string): number | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM], audience: AUDIENCE });
    if (typeof payload !== 'object' || payload.ch !== 'email') return null;
    const userId = Number(payload.sub);
    return Number.isInteger(userId) && userId > 0 ? userId : null;
  } catch {
    return null;
  }
}
