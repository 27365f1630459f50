import { describe, expect, it } from 'vitest';
import { validateLogin } from './login';

describe('validateLogin', () => {
  it('accepts a username and password', () => {
    const body = { username: 'admin', password: 'x' };
    expect(validateLogin(body)).toEqual({ ok: true, value: body });
  });

  it.each([
    [
      {},
      [
        { pointer: '/username', message: 'is required' },
        { pointer: '/password', message: 'is required' },
      ],
    ],
    [
      { username: '', password: '' },
      [
        { pointer: '/username', message: 'must not be empty' },
        { pointer: '/password', message: 'must not be empty' },
      ],
    ],
    [
      { username: 'x'.repeat(255), password: 'x'.repeat(201) },
      [
        { pointer: '/username', message: 'must be at most 254 characters long' },
        { pointer: '/password', message: 'must be at most 200 characters long' },
      ],
    ],
    [
      { username: ['admin'], password: 1 },
      [
        { pointer: '/username', message: 'must be a string' },
        { pointer: '/password', message: 'must be a string' },
      ],
    ],
  ])('refuses %#', (body, problems) => {
    expect(validateLogin(body)).toEqual({ ok: false, problems });
  });
});
