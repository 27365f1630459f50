import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, validateRegistration } from './registration';

const body = { first_name: 'Ana', last_name: 'García', email: 'ana@example.org', password: 'secreto' };

describe('validateRegistration', () => {
  it('accepts a registration', () => {
    expect(validateRegistration(body)).toEqual({ ok: true, value: body });
    expect(validateRegistration({ ...body, password: 'x'.repeat(PASSWORD_MIN_LENGTH) }).ok).toBe(true);
  });

  it('requires every field', () => {
    expect(validateRegistration({})).toEqual({
      ok: false,
      problems: ['first_name', 'last_name', 'email', 'password'].map((name) => ({
        pointer: `/${name}`,
        code: 'required',
        message: 'is required',
      })),
    });
  });

  it('wants a password of at least 6 characters', () => {
    expect(validateRegistration({ ...body, password: '12345' })).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/password', message: 'must be at least 6 characters long' }),
      ],
    });
  });

  it('wants real names and a valid email', () => {
    expect(validateRegistration({ ...body, first_name: '   ', last_name: '', email: 'ana@' })).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/first_name', message: 'must not be blank' }),
        expect.objectContaining({ pointer: '/last_name', message: 'must not be empty' }),
        expect.objectContaining({ pointer: '/email', message: 'must be a valid email address' }),
      ],
    });
  });

  it('limits lengths', () => {
    const long = {
      first_name: 'x'.repeat(101),
      email: `${'a'.repeat(250)}@x.org`,
      password: 'x'.repeat(201),
    };
    expect(validateRegistration({ ...body, ...long })).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({ pointer: '/first_name', message: 'must be at most 100 characters long' }),
        expect.objectContaining({ pointer: '/email', message: 'must be at most 254 characters long' }),
        expect.objectContaining({ pointer: '/password', message: 'must be at most 200 characters long' }),
      ],
    });
  });
});
