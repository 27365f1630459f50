// Proves the first admin at start: a weak ADMIN_PASSWORD stops a production start (the one
// strength check), a deployment without an admin gets no generated password (the operator is told
// to run create-admin), and the embedded default still makes one to print.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-context';
import { ensureAdmin } from './ensure-admin';

describe('ensureAdmin', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const admins = () => ctx.services.users.countAdmins();

  it('in a deployment without an admin, makes none and prints no password', async () => {
    for (const deployment of [{ nodeEnv: 'production' }, { databaseUrl: 'mysql://u@h/db' }]) {
      const notice = await ensureAdmin({ ...ctx.config, ...deployment }, ctx.services.users);
      expect(notice).toEqual({ kind: 'missing' });
    }
    expect(await admins()).toBe(0);
  });

  it('stops a production start with a weak ADMIN_PASSWORD, saying why', async () => {
    const production = { ...ctx.config, nodeEnv: 'production', adminUsername: 'root' };
    for (const weak of ['chiefchief12', 'abcabcabcabc', 'Camino-Camino', '1q2w3e4r5t6y', 'short-pass1']) {
      await expect(ensureAdmin({ ...production, adminPassword: weak }, ctx.services.users)).rejects.toThrow(
        /^ADMIN_PASSWORD is too weak for production: it /,
      );
    }
    expect(await admins()).toBe(0);
    expect(
      await ensureAdmin({ ...production, adminPassword: 'plum-harbor-quietly-47' }, ctx.services.users),
    ).toEqual({ kind: 'configured', username: 'root', created: true });
  });

  it('on the embedded default, generates the first admin’s password to print once', async () => {
    const fresh = await createTestContext();
    try {
      const embedded = { ...fresh.config, nodeEnv: '', databaseUrl: undefined };
      const notice = await ensureAdmin(embedded, fresh.services.users);
      expect(notice).toMatchObject({ kind: 'generated', username: 'admin', password: expect.any(String) });
      expect(await ensureAdmin({ ...embedded, adminPassword: 'admin' }, fresh.services.users)).toEqual({
        kind: 'existing',
      });
    } finally {
      await fresh.close();
    }
  });
});
