// Proves session tokens verify only when signed HS256 with our secret, for our audience, with an expiry.
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { signSessionToken, verifySessionToken } from './session-token';

const SECRET = 'test-secret-of-a-reasonable-length-0123456789';
const CLAIMS = { userId: 42, role: 'user', tokenVersion: 3 };
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** A token with our claims, signed however the test wants. */
const forge = (secret: string, options: jwt.SignOptions, payload: object = { role: 'user', tv: 3 }) =>
  jwt.sign(payload, secret, { subject: '42', ...options });

describe('signSessionToken / verifySessionToken', () => {
  it('round-trips the claims', () => {
    const token = signSessionToken(CLAIMS, SECRET, '1h');
    expect(verifySessionToken(token, SECRET)).toEqual(CLAIMS);
  });

  it('signs HS256 for the camino-session audience with an expiry', () => {
    const token = signSessionToken(CLAIMS, SECRET, '1h');
    const decoded = jwt.decode(token, { complete: true })!;
    expect(decoded.header.alg).toBe('HS256');
    expect(decoded.payload).toMatchObject({ sub: '42', aud: 'camino-session', role: 'user', tv: 3 });
    expect((decoded.payload as jwt.JwtPayload).exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('returns null for a token signed with another secret', () => {
    expect(verifySessionToken(signSessionToken(CLAIMS, 'another-secret', '1h'), SECRET)).toBeNull();
  });

  it('returns null for another audience', () => {
    const token = forge(SECRET, { algorithm: 'HS256', audience: 'camino-reset', expiresIn: '1h' });
    expect(verifySessionToken(token, SECRET)).toBeNull();
    const noAudience = forge(SECRET, { algorithm: 'HS256', expiresIn: '1h' });
    expect(verifySessionToken(noAudience, SECRET)).toBeNull();
  });

  it('returns null for an unsigned alg:none token', () => {
    const header = b64url({ alg: 'none', typ: 'JWT' });
    const payload = b64url({ sub: '42', role: 'admin', tv: 3, aud: 'camino-session', exp: inAnHour() });
    expect(verifySessionToken(`${header}.${payload}.`, SECRET)).toBeNull();
  });

  it('returns null for a token signed with HS512 (the algorithm is pinned)', () => {
    const token = forge(SECRET, { algorithm: 'HS512', audience: 'camino-session', expiresIn: '1h' });
    expect(jwt.verify(token, SECRET)).toBeTruthy();
    expect(verifySessionToken(token, SECRET)).toBeNull();
  });

  it('returns null for a token without an expiry', () => {
    const token = forge(SECRET, { algorithm: 'HS256', audience: 'camino-session' });
    expect(jwt.decode(token)).not.toHaveProperty('exp');
    expect(verifySessionToken(token, SECRET)).toBeNull();
  });

  it('returns null for an expired token', () => {
    const token = forge(SECRET, { algorithm: 'HS256', audience: 'camino-session', expiresIn: -10 });
    expect(verifySessionToken(token, SECRET)).toBeNull();
  });

  it('returns null for a payload changed after signing', () => {
    const [header, payload, signature] = signSessionToken(CLAIMS, SECRET, '1h').split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = b64url({ ...claims, role: 'admin' });
    expect(verifySessionToken(`${header}.${tampered}.${signature}`, SECRET)).toBeNull();
  });

  it('returns null for claims of the wrong shape', () => {
    const base = { algorithm: 'HS256', audience: 'camino-session', expiresIn: '1h' } as const;
    expect(verifySessionToken(forge(SECRET, { ...base, subject: 'abc' }), SECRET)).toBeNull();
    expect(verifySessionToken(forge(SECRET, base, { role: 'user' }), SECRET)).toBeNull();
    expect(verifySessionToken(forge(SECRET, base, { role: 'user', tv: '3' }), SECRET)).toBeNull();
  });

  it('returns null for text that is not a token', () => {
    expect(verifySessionToken('', SECRET)).toBeNull();
    expect(verifySessionToken('garbage', SECRET)).toBeNull();
    expect(verifySessionToken('a.b.c', SECRET)).toBeNull();
  });
});
