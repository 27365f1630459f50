// Proves the admin's email-validation switch: who may use it, and that turning it off verifies
// every waiting account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

describe('admin email-validation switch', () => {
  let ctx: TestContext;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = (await ctx.admin()).token;
    member = (await ctx.member()).token;
  });
  afterAll(() => ctx.close());

  it('is for admins only', async () => {
    await ctx.request.get('/api/admin/email-validation-status').expect(401);
    await ctx.request.get('/api/admin/email-validation-status').set(bearer(member)).expect(403);
    await ctx.request.post('/api/admin/toggle-email-validation').send({ enabled: true }).expect(401);
    await ctx.request
      .post('/api/admin/toggle-email-validation')
      .set(bearer(member))
      .send({ enabled: true })
      .expect(403);
    expect(await ctx.services.settings.get('email_validation')).toEqual({ enabled: false });
  });

  it('turns validation on, then off, verifying every waiting account', async () => {
    await ctx.request
      .post('/api/admin/toggle-email-validation')
      .set(bearer(admin))
      .send({ enabled: true })
      .expect(200);
    await ctx.request
      .get('/api/admin/email-validation-status')
      .set(bearer(admin))
      .expect(200, { email_validation_enabled: true });
    await ctx.request.get('/api/email-validation-status').expect(200, { email_validation_enabled: true });

    for (const n of [1, 2]) {
      await ctx.request
        .post('/api/register')
        .send({ first_name: 'W', last_name: 'W', email: `waiting${n}@example.com`, password: 'secret1' })
        .expect(201);
    }
    await ctx.request
      .post('/api/login')
      .send({ username: 'waiting1@example.com', password: 'secret1' })
      .expect(403);

    const off = await ctx.request
      .post('/api/admin/toggle-email-validation')
      .set(bearer(admin))
      .send({ enabled: false })
      .expect(200);
    expect(off.body).toMatchObject({ email_validation_enabled: false, users_verified: 2 });
    expect(await ctx.db('users').where({ email_verified: false })).toEqual([]);
    await ctx.request
      .post('/api/login')
      .send({ username: 'waiting1@example.com', password: 'secret1' })
      .expect(200);

    const audit = await ctx.db('audit_log').where({ action: 'settings.email_validation' }).orderBy('id');
    expect(audit.map((a) => JSON.parse(a.details).enabled)).toEqual([true, false]);
  });

  it('refuses a body without a boolean and changes nothing', async () => {
    const res = await ctx.request
      .post('/api/admin/toggle-email-validation')
      .set(bearer(admin))
      .send({ enabled: 'yes' })
      .expect(422);
    expect(res.body.errors).toEqual([
      expect.objectContaining({ pointer: '/enabled', message: 'must be true or false' }),
    ]);
    expect(await ctx.services.settings.get('email_validation')).toEqual({ enabled: false });
  });
});
