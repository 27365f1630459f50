// Proves POST /api/login and POST /api/register: who gets a session, what is refused, and what reaches the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as MESSAGES } from '@camino/schemas/messages/en';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const countUsers = async (where: Record<string, unknown> = {}) => {
  const row = await ctx.db('users').where(where).count<{ n: number }[]>({ n: '*' }).first();
  return Number(row?.n ?? 0);
};

/** A body nobody has registered yet. */
let seq = 0;
const newcomer = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Lucía',
  last_name: 'Pérez',
  email: `newcomer${++seq}@example.com`,
  password: 'secret123',
  ...overrides,
});

/** A login's answer: a session, and the device token a client without cookies keeps. */
const expectSession = (body: Record<string, unknown>, userType: string) => {
  expect(body).toEqual({
    access_token: expect.any(String),
    device_token: expect.stringMatching(/^[\w-]+\.[\w-]+$/),
    token_type: 'bearer',
    user_type: userType,
    user_info: expect.objectContaining({ user_type: userType }),
  });
  const text = JSON.stringify(body);
  expect(text).not.toContain('password_hash');
  expect(text).not.toContain('token_version');
  expect(text).not.toContain('scrypt$');
  expect(text).not.toContain('$argon2id$');
};

describe('POST /api/login', () => {
  it('signs a member in by email in any case and with surrounding spaces', async () => {
    const { user, email, password } = await ctx.member({ first_name: 'Marta' });
    for (const username of [email, email.toUpperCase(), `  ${email}  `]) {
      const res = await ctx.request.post('/api/login').send({ username, password }).expect(200);
      expectSession(res.body, 'user');
      expect(res.body.user_info).toEqual({
        id: user.id,
        first_name: 'Marta',
        last_name: 'García',
        email,
        username: null,
        user_type: 'user',
      });
    }
  });

  it('signs an admin in by username', async () => {
    await ctx.services.users.upsertAdmin('root-admin', 'admin-pass-1');
    const res = await ctx.request
      .post('/api/login')
      .send({ username: 'root-admin', password: 'admin-pass-1' })
      .expect(200);
    expectSession(res.body, 'admin');
    expect(res.body.user_info).toMatchObject({ username: 'root-admin', email: null, user_type: 'admin' });
  });

  it('gives a token that opens a member route', async () => {
    const { email, password } = await ctx.member();
    const login = await ctx.request.post('/api/login').send({ username: email, password }).expect(200);
    const res = await ctx.request.get('/api/temas').set(bearer(login.body.access_token)).expect(200);
    expect(res.body).toEqual({ temas: [] });
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const { email } = await ctx.member();
    const wrong = await ctx.request
      .post('/api/login')
      .send({ username: email, password: 'not-it-1' })
      .expect(401);
    const unknown = await ctx.request
      .post('/api/login')
      .send({ username: 'nobody@example.com', password: 'secret123' })
      .expect(401);
    const expected = { detail: MESSAGES.invalid_credentials, code: 'invalid_credentials' };
    expect(wrong.body).toEqual(expected);
    expect(unknown.body).toEqual(expected);
  });

  it('answers 401, not 500, when the stored hash is malformed', async () => {
    const { user, email, password } = await ctx.member();
    await ctx.db('users').where({ id: user.id }).update({ password_hash: 'scrypt$1000$c2FsdA$a2V5' });
    const res = await ctx.request.post('/api/login').send({ username: email, password }).expect(401);
    expect(res.body).toEqual({ detail: MESSAGES.invalid_credentials, code: 'invalid_credentials' });
  });

  it('refuses a missing username and password with a pointer for each', async () => {
    const res = await ctx.request.post('/api/login').send({}).expect(422);
    expect(res.body).toEqual({
      detail: MESSAGES.invalid_body,
      code: 'invalid_body',
      errors: [
        expect.objectContaining({ pointer: '/username', message: 'is required' }),
        expect.objectContaining({ pointer: '/password', message: 'is required' }),
      ],
    });
    const empty = await ctx.request
      .post('/api/login')
      .send({ username: 'a@example.com', password: '' })
      .expect(422);
    expect(empty.body.errors).toEqual([
      expect.objectContaining({ pointer: '/password', message: 'must not be empty' }),
    ]);
  });

  it('refuses an unverified member with 403', async () => {
    const body = newcomer();
    await ctx.services.users.register(body, false);
    const res = await ctx.request
      .post('/api/login')
      .send({ username: body.email, password: body.password })
      .expect(403);
    expect(res.body).toEqual({ detail: MESSAGES.email_not_verified, code: 'email_not_verified' });
  });

  it('refuses a disabled account with 403', async () => {
    const { user, email, password } = await ctx.member();
    await ctx.db('users').where({ id: user.id }).update({ is_active: false });
    const res = await ctx.request.post('/api/login').send({ username: email, password }).expect(403);
    expect(res.body).toEqual({ detail: MESSAGES.account_disabled, code: 'account_disabled' });
  });
});

describe('POST /api/register', () => {
  it('creates a verified member and signs them in when email validation is off', async () => {
    const body = newcomer({ email: 'Mixed.Case@Example.com' });
    const res = await ctx.request.post('/api/register').send(body).expect(201);
    expect(res.body).toEqual({
      message: expect.any(String),
      email_verification_required: false,
      user_info: {
        id: expect.any(Number),
        first_name: 'Lucía',
        last_name: 'Pérez',
        email: 'mixed.case@example.com',
        username: null,
        user_type: 'user',
      },
      access_token: expect.any(String),
      token_type: 'bearer',
      user_type: 'user',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password_hash|token_version|scrypt\$|\$argon2id\$/);
    await ctx.request.get('/api/temas').set(bearer(res.body.access_token)).expect(200);

    const row = await ctx.db('users').where({ email: 'mixed.case@example.com' }).first();
    expect(row.role).toBe('user');
    expect(Boolean(row.email_verified)).toBe(true);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(body.password);
  });

  it('asks for verification, issues no token and keeps login closed when email validation is on', async () => {
    await ctx.services.settings.set('email_validation', { enabled: true });
    try {
      const body = newcomer();
      const res = await ctx.request.post('/api/register').send(body).expect(201);
      expect(res.body).toEqual({
        message: expect.any(String),
        email_verification_required: true,
        user_info: expect.objectContaining({ email: body.email, user_type: 'user' }),
      });
      expect(res.body).not.toHaveProperty('access_token');
      const row = await ctx.db('users').where({ email: body.email }).first();
      expect(Boolean(row.email_verified)).toBe(false);

      const login = await ctx.request
        .post('/api/login')
        .send({ username: body.email, password: body.password })
        .expect(403);
      expect(login.body).toEqual({ detail: MESSAGES.email_not_verified, code: 'email_not_verified' });
    } finally {
      await ctx.services.settings.set('email_validation', { enabled: false });
    }
  });

  it('refuses an email already taken in another case with 409 and keeps one row', async () => {
    const body = newcomer({ email: 'taken@example.com' });
    await ctx.request.post('/api/register').send(body).expect(201);
    const res = await ctx.request
      .post('/api/register')
      .send({ ...body, email: 'TAKEN@Example.COM', first_name: 'Other' })
      .expect(409);
    expect(res.body).toEqual({ detail: MESSAGES.email_taken, code: 'email_taken' });
    expect(await countUsers({ email: 'taken@example.com' })).toBe(1);
    const row = await ctx.db('users').where({ email: 'taken@example.com' }).first();
    expect(row.first_name).toBe('Lucía');
  });

  const invalid: [string, Record<string, unknown>, { pointer: string; message: string }][] = [
    [
      'a bad email',
      newcomer({ email: 'not-an-email' }),
      expect.objectContaining({ pointer: '/email', message: 'must be a valid email address' }),
    ],
    [
      'a password of 5 characters',
      newcomer({ password: '12345' }),
      expect.objectContaining({ pointer: '/password', message: 'must be at least 6 characters long' }),
    ],
    [
      'a blank first name',
      newcomer({ first_name: '   ' }),
      expect.objectContaining({ pointer: '/first_name', message: 'must not be blank' }),
    ],
    [
      'a missing last name',
      (({ last_name: _omit, ...rest }) => rest)(newcomer()),
      expect.objectContaining({ pointer: '/last_name', message: 'is required' }),
    ],
  ];
  for (const [what, body, problem] of invalid) {
    it(`refuses ${what} with 422 and creates no row`, async () => {
      const before = await countUsers();
      const res = await ctx.request.post('/api/register').send(body).expect(422);
      expect(res.body).toEqual({ detail: MESSAGES.invalid_body, code: 'invalid_body', errors: [problem] });
      expect(await countUsers()).toBe(before);
      if (typeof body.email === 'string') expect(await countUsers({ email: body.email })).toBe(0);
    });
  }

  it('ignores fields that try to grant a role or a state', async () => {
    const grabs = { user_type: 'admin', role: 'admin', is_active: false, email_verified: true };
    const open = newcomer(grabs);
    const res = await ctx.request.post('/api/register').send(open).expect(201);
    expect(res.body.user_type).toBe('user');
    expect(res.body.user_info.user_type).toBe('user');
    const row = await ctx.db('users').where({ email: open.email }).first();
    expect(row).toMatchObject({ role: 'user', username: null, token_version: 0 });
    expect(Boolean(row.is_active)).toBe(true);

    // With validation on, `email_verified: true` in the body must not skip the check.
    await ctx.services.settings.set('email_validation', { enabled: true });
    try {
      const gated = newcomer(grabs);
      await ctx.request.post('/api/register').send(gated).expect(201);
      const gatedRow = await ctx.db('users').where({ email: gated.email }).first();
      expect(gatedRow.role).toBe('user');
      expect(Boolean(gatedRow.email_verified)).toBe(false);
      expect(Boolean(gatedRow.is_active)).toBe(true);
    } finally {
      await ctx.services.settings.set('email_validation', { enabled: false });
    }
  });
});
