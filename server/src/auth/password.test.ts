// Proves scrypt password hashing: salted, self-describing, and verified only by the right password.
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

const COST = 2 ** 10;

describe('hashPassword / verifyPassword', () => {
  it('verifies the password it hashed', async () => {
    const stored = await hashPassword('secret123', COST);
    expect(stored).toMatch(/^scrypt\$1024\$[\w-]+\$[\w-]+$/);
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

  it('treats Unicode forms of one password alike (NFKC)', async () => {
    const stored = await hashPassword('Jose\u0301-pass', COST);
    expect(await verifyPassword('Jos\u00e9-pass', stored)).toBe(true);
  });

  it('never matches a malformed stored hash', async () => {
    const good = await hashPassword('secret123', COST);
    const [, cost, salt, key] = good.split('$');
    for (const stored of [
      '',
      'secret123',
      'bcrypt$10$abc$def',
      `scrypt$${cost}$${salt}`,
      `scrypt$${cost}$$${key}`,
      `scrypt$abc$${salt}$${key}`,
      `scrypt$1.5$${salt}$${key}`,
      // Costs scrypt itself refuses: answered false, not thrown (a throw would turn a login into a 500).
      `scrypt$1000$${salt}$${key}`,
      `scrypt$-1024$${salt}$${key}`,
      `scrypt$1$${salt}$${key}`,
      `scrypt$${cost}$${salt}$${key!.slice(0, 10)}`,
    ]) {
      expect(await verifyPassword('secret123', stored)).toBe(false);
    }
  });
});
