// Proves password hashing: argon2id, salted, self-describing; the scrypt hashes of earlier
// releases (both stored forms) still verify and are recognised as due for an upgrade; only the
// right password verifies.
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { hashPassword, needsRehash, verifyPassword } from './password';

/** argon2id memory cost in KiB, as under the test runner. */
const COST = 2 ** 10;

/** The stored forms of earlier releases: `scrypt$N$r$p$salt$key`, and before that `scrypt$N$salt$key` (r = 8, p = 1). */
function scryptHash(password: string, N: number, form: 'with-r-p' | 'older' = 'with-r-p'): string {
  const salt = randomBytes(16).toString('base64url');
  const key = scryptSync(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), 32, {
    N,
    r: 8,
    p: 1,
    maxmem: 256 * N * 8,
  }).toString('base64url');
  return form === 'older' ? `scrypt$${N}$${salt}$${key}` : `scrypt$${N}$8$1$${salt}$${key}`;
}

describe('hashPassword / verifyPassword', () => {
  it('verifies the password it hashed, with every parameter written in the hash', async () => {
    const stored = await hashPassword('secret123', COST);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,t=2,p=1\$[\w+/]+\$[\w+/]+$/);
    expect(stored).not.toContain('secret123');
    expect(await verifyPassword('secret123', stored)).toBe(true);
  });

  it('refuses a wrong password', async () => {
    const stored = await hashPassword('secret123', COST);
    expect(await verifyPassword('secret124', stored)).toBe(false);
    expect(await verifyPassword('SECRET123', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts: two hashes of one password differ and both verify', async () => {
    const [a, b] = await Promise.all([hashPassword('secret123', COST), hashPassword('secret123', COST)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('secret123', a)).toBe(true);
    expect(await verifyPassword('secret123', b)).toBe(true);
  });

  it('reads the cost from the stored hash, so a raised cost keeps old hashes valid', async () => {
    const stored = await hashPassword('secret123', 2 * COST);
    expect(stored).toContain('$m=2048,t=2,p=1$');
    expect(await verifyPassword('secret123', stored)).toBe(true);
  });

  it('verifies the scrypt hashes of earlier releases, in both stored forms', async () => {
    for (const form of ['with-r-p', 'older'] as const) {
      const stored = scryptHash('secret123', 2 ** 10, form);
      expect(await verifyPassword('secret123', stored)).toBe(true);
      expect(await verifyPassword('secret124', stored)).toBe(false);
    }
  });

  it('treats Unicode forms of one password alike (NFKC), for argon2id and scrypt hashes', async () => {
    expect(await verifyPassword('Jos\u00e9-pass', await hashPassword('Jose\u0301-pass', COST))).toBe(true);
    expect(await verifyPassword('Jose\u0301-pass', await hashPassword('Jos\u00e9-pass', COST))).toBe(true);
    // NFKC also folds compatibility forms: a full-width digit is the digit.
    expect(await verifyPassword('pass1', await hashPassword('pass\uff11', COST))).toBe(true);
    expect(await verifyPassword('Jos\u00e9-pass', scryptHash('Jose\u0301-pass', 2 ** 10))).toBe(true);
  });

  it('never matches a malformed stored hash', async () => {
    const good = scryptHash('secret123', 2 ** 10);
    const [, N, r, p, salt, key] = good.split('$');
    const argon = await hashPassword('secret123', COST);
    const [, , version, params, argonSalt, argonKey] = argon.split('$');
    for (const stored of [
      '',
      'secret123',
      'bcrypt$10$abc$def',
      `scrypt$${N}$${salt}`,
      `scrypt$${N}$$${key}`,
      `scrypt$abc$${salt}$${key}`,
      `scrypt$1.5$${salt}$${key}`,
      `scrypt$${N}$${r}$${p}$${salt}`,
      `scrypt$${N}$x$${p}$${salt}$${key}`,
      `scrypt$${N}$${r}$${p}$$${key}`,
      `scrypt$${N}$${r}$${p}$${salt}$${key}$extra`,
      // Parameters scrypt itself refuses: answered false, not thrown (a throw would turn a login into a 500).
      `scrypt$1000$${salt}$${key}`,
      `scrypt$-1024$${salt}$${key}`,
      `scrypt$1$${salt}$${key}`,
      `scrypt$${N}$0$${p}$${salt}$${key}`,
      `scrypt$${N}$${r}$0$${salt}$${key}`,
      `scrypt$${N}$${salt}$${key!.slice(0, 10)}`,
      // argon2id strings the library cannot decode or that do not match.
      `$argon2id$${version}$${params}$${argonSalt}`,
      `$argon2id$${version}$m=1,t=2,p=1$${argonSalt}$${argonKey}`,
      `$argon2id$${version}$${params}$!!!$${argonKey}`,
      `$argon2id$${version}$${params}$${argonSalt}$${argonKey!.slice(0, 10)}`,
      `$argon2i$${version}$${params}$${argonSalt}$${argonKey}`,
    ]) {
      expect(await verifyPassword('secret123', stored)).toBe(false);
    }
  });
});

describe('needsRehash', () => {
  it('is true for every scrypt hash and for argon2id at other parameters than the current ones', async () => {
    expect(needsRehash(await hashPassword('secret123', COST), COST)).toBe(false);
    expect(needsRehash(await hashPassword('secret123', COST / 2), COST)).toBe(true);
    expect(needsRehash(scryptHash('secret123', 2 ** 10), COST)).toBe(true);
    expect(needsRehash(scryptHash('secret123', 2 ** 10, 'older'), COST)).toBe(true);
    expect(needsRehash('not a hash', COST)).toBe(true);
    expect(needsRehash('$argon2id$v=19$garbage', COST)).toBe(true);
  });

  it('sees the hashes of the previous production setting (scrypt N = 2^17) as due, at the default cost', () => {
    const cost = loadConfig({ DATA_DIR: '/tmp' }).passwordHashCost;
    expect(cost).toBe(19 * 1024);
    expect(needsRehash('scrypt$131072$8$1$c2FsdA$a2V5', cost)).toBe(true);
    expect(needsRehash('scrypt$32768$c2FsdA$a2V5', cost)).toBe(true);
  });
});
