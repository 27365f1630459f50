import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash as argon2Hash, parseOptions, verify as argon2Verify } from '@node-rs/argon2';

const KEY_LENGTH = 32;

/**
 * New hashes use argon2id at OWASP's first-choice setting: m = 19 MiB, t = 2, p = 1. The memory
 * cost comes from the configuration (`passwordHashCost`, in KiB: 19456 in production, cheap in
 * tests); t and p are fixed. scrypt at OWASP's N = 2^17 costs ~0.6 s a login on this repository's
 * build machine, argon2id at this setting ~30 ms (`npm run bench` prints the ratio).
 */
const ARGON2ID = 2; // Algorithm.Argon2id: a `const enum` in the package's types, not importable here.
const TIME_COST = 2;
const PARALLELISM = 1;
const ARGON2_PREFIX = '$argon2id$';

/** scrypt's parameters, as read from a stored hash: cost N (a power of two), block size r, parallelism p. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * Hashes running at once. An argon2id hash holds 19 MiB, a stored scrypt hash verified at N = 2^17
 * 128 MiB, and libuv would run four at a time: a burst of old-hash logins would hold half a
 * gigabyte. Two also leave libuv threads for file reads; the rest wait their turn (they are short).
 */
const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** Passwords are compared in NFKC so that one typed on another keyboard (é vs e + ◌́) still matches. */
const normalized = (password: string) => password.normalize('NFKC');

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // OpenSSL refuses a hash needing more than `maxmem`, and its count is a little over
  // 128 × N × r (plus p × 128 × r for the input blocks): twice that is room enough.
  const options: ScryptOptions = {
    ...params,
    maxmem: 2 * 128 * params.N * params.r + 128 * params.p * params.r,
  };
  return bounded(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCb(normalized(password), salt, KEY_LENGTH, options, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

/**
 * Hashes with argon2id (slow, salted, memory-hard) at `memoryKiB`. The PHC string stores every
 * parameter (`$argon2id$v=19$m=…,t=2,p=1$salt$key`), so they can be raised later without
 * breaking existing passwords.
 */
export async function hashPassword(password: string, memoryKiB: number): Promise<string> {
  return bounded(() =>
    argon2Hash(normalized(password), {
      algorithm: ARGON2ID,
      memoryCost: memoryKiB,
      timeCost: TIME_COST,
      parallelism: PARALLELISM,
    }),
  );
}

interface ParsedScrypt {
  params: ScryptParams;
  salt: string;
  key: string;
}

/**
 * Hashes of earlier releases: `scrypt$N$r$p$salt$key`, and before r and p were written down
 * `scrypt$N$salt$key` (which meant r = 8, p = 1).
 */
function parseScrypt(stored: string): ParsedScrypt | null {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return null;
  const [N, r, p, salt, key] =
    parts.length === 4 ? [parts[1], '8', '1', parts[2], parts[3]] : parts.length === 6 ? parts.slice(1) : [];
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  // Node reads a zero r or p as "the default", which would verify a hash against other parameters.
  if (!Object.values(params).every((n) => Number.isInteger(n) && n > 0) || !salt || !key) return null;
  return { params, salt, key };
}

async function verifyScrypt(password: string, parsed: ParsedScrypt): Promise<boolean> {
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

/** Constant-time comparison against a stored hash (argon2id or an earlier scrypt); a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith(ARGON2_PREFIX)) {
    try {
      return await bounded(() => argon2Verify(stored, normalized(password)));
    } catch {
      // The library refuses a hash it cannot decode: a malformed hash, not a 500 on login.
      return false;
    }
  }
  const parsed = parseScrypt(stored);
  return parsed ? verifyScrypt(password, parsed) : false;
}

/**
 * True when `stored` is not an argon2id hash made at today's parameters (any scrypt hash, or
 * argon2id at another cost): the login that has just proved the password then stores a new hash
 * (users-service `checkCredentials`).
 */
export function needsRehash(stored: string, memoryKiB: number): boolean {
  if (!stored.startsWith(ARGON2_PREFIX)) return true;
  try {
    const o = parseOptions(stored);
    return (
      o.algorithm !== ARGON2ID ||
      o.memoryCost !== memoryKiB ||
      o.timeCost !== TIME_COST ||
      o.parallelism !== PARALLELISM ||
      o.outputLen !== KEY_LENGTH
    );
  } catch {
    return true;
  }
}

/** A hash of a random password, used to spend the same time when the account does not exist. */
export const DUMMY_HASH_PASSWORD = randomBytes(12).toString('base64url');
