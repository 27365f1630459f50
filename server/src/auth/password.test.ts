// Proves scrypt password hashing: salted, self-describing (older hashes still verify and are
// recognised as due for an upgrade), and verified only by the right password.
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { hashPassword, needsRehash, verifyPassword } from './password';

const COST = 2 ** 10;

/** A hash in the form written before r and p were stored: `scrypt$N$salt$key`, r = 8, p = 1. */
function olderFormHash(password: string, N: number): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
  return `scrypt$${N}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

describe('hashPassword / verifyPassword', () => {
  it('verifies the password it hashed, with every parameter written in the hash', async () => {
    const stored = await hashPassword('secret123', COST);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
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
    const stored = await hashPassword('secret123', 2 ** 11);
    expect(stored.split('$')[1]).toBe('2048');
    expect(await verifyPassword('secret123', stored)).toBe(true);
  });

  it('verifies hashes of the older form (no r and p written)', async () => {
    const stored = olderFormHash('secret123', 2 ** 9);
    expect(await verifyPassword('secret123', stored)).toBe(true);
    expect(await verifyPassword('secret124', stored)).toBe(false);
  });

  it('treats Unicode forms of one password alike (NFKC)', async () => {
    const stored = await hashPassword('Jose\u0301-pass', COST);
    expect(await verifyPassword('Jos\u00e9-pass', stored)).toBe(true);
  });

  it('never matches a malformed stored hash', async () => {
    const good = await hashPassword('secret123', COST);
    const [, N, r, p, salt, key] = good.split('$');
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
    ]) {
      expect(await verifyPassword('secret123', stored)).toBe(false);
    }
  });
});

describe('needsRehash', () => {
  it('is true for hashes made with other parameters than the current ones, older forms included', async () => {
    expect(needsRehash(await hashPassword('secret123', COST), COST)).toBe(false);
    expect(needsRehash(await hashPassword('secret123', COST / 2), COST)).toBe(true);
    expect(needsRehash(olderFormHash('secret123', 2 ** 9), COST)).toBe(true);
    // The older form at today's cost meant r = 8, p = 1, which is what new hashes use.
    expect(needsRehash(olderFormHash('secret123', COST), COST)).toBe(false);
    expect(needsRehash(`scrypt$${COST}$4$1$c2FsdA$a2V5`, COST)).toBe(true);
    expect(needsRehash('not a hash', COST)).toBe(true);
  });

  it('sees the hashes of the previous production cost (2^15) as due, at the default cost (at least 2^17)', () => {
    const cost = loadConfig({ DATA_DIR: '/tmp' }).passwordHashCost;
    expect(cost).toBeGreaterThanOrEqual(2 ** 17);
    expect(needsRehash('scrypt$32768$c2FsdA$a2V5', cost)).toBe(true);
  });
});
