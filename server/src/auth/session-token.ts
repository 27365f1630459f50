import jwt from 'jsonwebtoken';

/** The one algorithm we sign and accept; pinning it refuses `alg: none` and key-confusion tricks. */
const ALGORITHM = 'HS256';
/** Separates session tokens from any other token signed with the same secret. */
const AUDIENCE = 'camino-session';

export interface SessionClaims {
  userId: number;
  role: string;
  tokenVersion: number;
}

export function signSessionToken(claims: SessionClaims, secret: string, expiresIn: string): string {
  return jwt.sign({ role: claims.role, tv: claims.tokenVersion }, secret, {
    algorithm: ALGORITHM,
    audience: AUDIENCE,
    subject: String(claims.userId),
    expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
  });
}

/** Returns the claims of a valid, unexpired session token, or null for anything else. */
export function verifySessionToken(token: string, secret: string): SessionClaims | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM], audience: AUDIENCE });
    if (typeof payload !== 'object' || typeof payload.exp !== 'number') return null;
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.tv !== 'number') return null;
    return { userId, role: String(payload.role), tokenVersion: payload.tv };
  } catch {
    return null;
  }
}
