// Proves `npm run set-role`: the command promotes and demotes by login name (any case) with an
// audit row, keeps the last admin, says when nobody signs in with that name, and a server that
// cached the demoted admin refuses them on admin routes once its CACHE_CHECK_MS has passed. The
// real process is run once, to prove the script's wiring and its usage message.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, serverOn } from '../test/cache-clock-apps';
import { bearer, createTestContext, type TestContext } from '../test/test-context';
import { COMMAND_LINE_ACTOR, parseRole, setRoleByLogin } from './set-role-command';

const CHECK_MS = 1000;

describe('set-role command', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const roleOf = async (id: number) => (await ctx.db('users').where({ id }).first('role')).role as string;

  it('promotes a member by email in any case and records the command line as the actor', async () => {
    const member = await ctx.member({ email: 'cli-member@example.com' });
    expect(await setRoleByLogin(ctx.db, ctx.config, 'CLI-Member@Example.com', 'admin')).toBe(
      '"cli-member@example.com" is now admin (was user)',
    );
    expect(await roleOf(member.user.id)).toBe('admin');
    const [entry] = (await ctx.services.audit.list(0, 1)).entries;
    expect(entry).toMatchObject({
      actor_name: COMMAND_LINE_ACTOR.name,
      action: 'user.role',
      target: `user:${member.user.id}`,
      details: { from: 'user', to: 'admin' },
    });
  });

  it('demotes an admin, whom a running server refuses on admin routes within CACHE_CHECK_MS', async () => {
    const server = serverOn(ctx, manualClock(), CHECK_MS);
    const { token } = await ctx.admin('cli-admin');
    await server.request.get('/api/admin/users').set(bearer(token)).expect(200);
    expect(await setRoleByLogin(ctx.db, ctx.config, 'CLI-ADMIN', 'user')).toBe(
      '"cli-admin" is now user (was admin)',
    );
    server.clock.advance(CHECK_MS);
    await server.request.get('/api/admin/users').set(bearer(token)).expect(403);
  });

  it('never demotes the last admin, and names an unknown login', async () => {
    const admins = (await ctx
      .db('users')
      .where({ role: 'admin' })
      .select('id', 'username', 'email')) as Array<{
      id: number;
      username: string | null;
      email: string | null;
    }>;
    for (const admin of admins.slice(1))
      await setRoleByLogin(ctx.db, ctx.config, admin.username ?? admin.email!, 'user');
    const last = admins[0]!;
    await expect(
      setRoleByLogin(ctx.db, ctx.config, last.username ?? last.email!, 'user'),
    ).rejects.toMatchObject({
      status: 409,
      code: 'last_admin',
    });
    expect(await roleOf(last.id)).toBe('admin');
    await expect(setRoleByLogin(ctx.db, ctx.config, 'nobody@example.com', 'admin')).rejects.toMatchObject({
      status: 404,
      message: 'No account signs in as "nobody@example.com"',
    });
  });

  it('reads only admin or user as the role', () => {
    expect(parseRole('admin')).toBe('admin');
    expect(parseRole('user')).toBe('user');
    expect(() => parseRole('root')).toThrow(/Usage: npm run set-role/);
    expect(() => parseRole(undefined)).toThrow(/Usage/);
  });

  it('runs as a script and prints its usage for a bad role', async () => {
    const script = path.join(import.meta.dirname, 'set-role.ts');
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', script, 'someone', 'root']);
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Usage: npm run set-role'),
    });
  });
});
