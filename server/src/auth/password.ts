import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;

/** scrypt's parameters: cost N (a power of two), block size r, parallelism p. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt row: r = 8, p = 1 with N ≥ 2^17 (the cost comes from the configuration). */
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

/**
 * Hashes running at once. Each takes 128 × N × r bytes (128 MiB at N = 2^17) for its duration,
 * and libuv runs four at a time by default: a burst of logins would hold half a gigabyte. Two
 * keep the peak at 256 MiB; the rest wait their turn (they are short).
 */
const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // OpenSSL refuses a hash needing more than `maxmem`, and its count is a little over
  // 128 × N × r (plus p × 128 × r for the input blocks): twice that is room enough.
  const options: ScryptOptions = {
    ...params,
    maxmem: 2 * 128 * params.N * params.r + 128 * params.p * params.r,
  };
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
        err ? reject(err) : resolve(key),
      ),
    );
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** The parameters new hashes are made with at this cost. */
export function currentParams(cost: number): ScryptParams {
  return { N: cost, r: BLOCK_SIZE, p: PARALLELISM };
}

/**
 * Hashes with scrypt (slow, salted, memory-hard). The parameters are stored in the hash so they
 * can be raised later without breaking existing passwords: `scrypt$N$r$p$salt$key`. Hashes made
 * before r and p were written down read `scrypt$N$salt$key` and meant r = 8, p = 1.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const params = currentParams(cost);
  const key = await scrypt(password, salt, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: string;
  key: string;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return null;
  // The older form had no r and p.
  const [N, r, p, salt, key] =
    parts.length === 4 ? [parts[1], '8', '1', parts[2], parts[3]] : parts.length === 6 ? parts.slice(1) : [];
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  // Node reads a zero r or p as "the default", which would verify a hash against other parameters.
  if (!Object.values(params).every((n) => Number.isInteger(n) && n > 0) || !salt || !key) return null;
  return { params, salt, key };
}

/** Constant-time comparison against a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.key, 'base64url');
  let actual: Buffer;
  try {
    actual = await scrypt(password, Buffer.from(parsed.salt, 'base64url'), parsed.params);
  } catch {
    // Parameters scrypt refuses (N not a power of two, negative, too large) make a malformed hash too.
    return false;
  }
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * True when `stored` was made with other parameters than new hashes at `cost` get: the login
 * that has just proved the password then stores a new hash (users-service `checkCredentials`).
 */
export function needsRehash(stored: string, cost: number): boolean {
  const parsed = parseHash(stored);
  const current = currentParams(cost);
  return (
    !parsed || parsed.params.N !== current.N || parsed.params.r !== current.r || parsed.params.p !== current.p
  );
}

/** A hash of a random password, used to spend the same time when the account does not exist. */
export const DUMMY_HASH_PASSWORD = randomBytes(12).toString('base64url');
