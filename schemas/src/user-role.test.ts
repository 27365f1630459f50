import { describe, expect, it } from 'vitest';
import { validateUserRole } from './user-role';

describe('validateUserRole', () => {
  it('accepts admin and user', () => {
    expect(validateUserRole({ role: 'admin' })).toEqual({ ok: true, value: { role: 'admin' } });
    expect(validateUserRole({ role: 'user' })).toEqual({ ok: true, value: { role: 'user' } });
  });

  it.each([{}, { role: 'root' }, { role: 'Admin' }, { role: 1 }, { role: 'user', extra: true }, []])(
    'refuses %j',
    (body) => {
      const result = validateUserRole(body);
      expect(result.ok).toBe(false);
    },
  );
});
