import { describe, expect, it } from 'vitest';
import { validateEmailRequest } from './email-request';
import { validateResetPassword } from './reset-password';
import { validateVerifyEmail } from './verify-email';

describe('validateEmailRequest', () => {
  it('accepts an email and ignores extra fields', () => {
    expect(validateEmailRequest({ email: 'ana@example.com', x: 1 }).ok).toBe(true);
  });
  it.each([
    [{}, [expect.objectContaining({ pointer: '/email', message: 'is required' })]],
    [
      { email: 'not-an-email' },
      [expect.objectContaining({ pointer: '/email', message: 'must be a valid email address' })],
    ],
    [{ email: 5 }, [expect.objectContaining({ pointer: '/email', message: 'must be a string' })]],
  ])('refuses %#', (body, problems) => {
    expect(validateEmailRequest(body)).toEqual({ ok: false, problems });
  });
});

describe('validateResetPassword', () => {
  it('accepts a token and a password of 6 characters', () => {
    expect(validateResetPassword({ token: 'abc', new_password: '123456' }).ok).toBe(true);
  });
  it.each([
    [
      { token: 'abc', new_password: '12345' },
      [expect.objectContaining({ pointer: '/new_password', message: 'must be at least 6 characters long' })],
    ],
    [{ new_password: '123456' }, [expect.objectContaining({ pointer: '/token', message: 'is required' })]],
    [
      { token: '', new_password: '123456' },
      [expect.objectContaining({ pointer: '/token', message: 'must not be empty' })],
    ],
  ])('refuses %#', (body, problems) => {
    expect(validateResetPassword(body)).toEqual({ ok: false, problems });
  });
});

describe('validateVerifyEmail', () => {
  it('accepts a token', () => {
    expect(validateVerifyEmail({ token: 'abc' }).ok).toBe(true);
  });
  it.each([
    [{}, [expect.objectContaining({ pointer: '/token', message: 'is required' })]],
    [{ token: '' }, [expect.objectContaining({ pointer: '/token', message: 'must not be empty' })]],
    [
      { token: 'x'.repeat(201) },
      [expect.objectContaining({ pointer: '/token', message: 'must be at most 200 characters long' })],
    ],
  ])('refuses %#', (body, problems) => {
    expect(validateVerifyEmail(body)).toEqual({ ok: false, problems });
  });
});
