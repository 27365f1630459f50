import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;

function scrypt(password: string, salt: Buffer, N: number): Promise<Buffer> {
  const options: ScryptOptions = { N, r: BLOCK_SIZE, p: 1, maxmem: 256 * N * BLOCK_SIZE };
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/**
 * Hashes with scrypt (slow, salted, memory-hard). The cost is stored in the hash so it can be
 * raised later without breaking existing passwords: `scrypt$N$salt$key`.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, cost);
  return `scrypt$${cost}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Constant-time comparison against a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, costText, saltText, keyText] = stored.split('$');
  const cost = Number(costText);
  if (scheme !== 'scrypt' || !Number.isInteger(cost) || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  let actual: Buffer;
  try {
    actual = await scrypt(password, Buffer.from(saltText, 'base64url'), cost);
  } catch {
    // A cost scrypt refuses (not a power of two, negative, too large) is a malformed hash too.
    return false;
  }
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A hash of a random password, used to spend the same time when the account does not exist. */
export const DUMMY_HASH_PASSWORD = randomBytes(12).toString('base64url');
