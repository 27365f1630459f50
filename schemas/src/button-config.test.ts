import { describe, expect, it } from 'vitest';
import { validateButtonConfig } from './button-config';

describe('validateButtonConfig', () => {
  it('accepts enabled true or false', () => {
    expect(validateButtonConfig({ enabled: true })).toEqual({ ok: true, value: { enabled: true } });
    expect(validateButtonConfig({ enabled: false })).toEqual({ ok: true, value: { enabled: false } });
  });

  it.each([
    [{}, [expect.objectContaining({ pointer: '/enabled', message: 'is required' })]],
    [
      { enabled: 'false' },
      [expect.objectContaining({ pointer: '/enabled', message: 'must be true or false' })],
    ],
    [{ enabled: 0 }, [expect.objectContaining({ pointer: '/enabled', message: 'must be true or false' })]],
    [null, [expect.objectContaining({ pointer: '', message: 'must be an object' })]],
  ])('refuses %j', (body, problems) => {
    expect(validateButtonConfig(body)).toEqual({ ok: false, problems });
  });
});
