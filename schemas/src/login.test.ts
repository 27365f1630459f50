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
        expect.objectContaining({ pointer: '/username', message: 'is required' }),
        expect.objectContaining({ pointer: '/password', message: 'is required' }),
      ],
    ],
    [
      { username: '', password: '' },
      [
        expect.objectContaining({ pointer: '/username', message: 'must not be empty' }),
        expect.objectContaining({ pointer: '/password', message: 'must not be empty' }),
      ],
    ],
    [
      { username: 'x'.repeat(255), password: 'x'.repeat(201) },
      [
        expect.objectContaining({ pointer: '/username', message: 'must be at most 254 characters long' }),
        expect.objectContaining({ pointer: '/password', message: 'must be at most 200 characters long' }),
      ],
    ],
    [
      { username: ['admin'], password: 1 },
      [
        expect.objectContaining({ pointer: '/username', message: 'must be a string' }),
        expect.objectContaining({ pointer: '/password', message: 'must be a string' }),
      ],
    ],
  ])('refuses %#', (body, problems) => {
    expect(validateLogin(body)).toEqual({ ok: false, problems });
  });
});
