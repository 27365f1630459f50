import { describe, expect, it } from 'vitest';
import { validateTemaVisibility } from './tema-visibility';

describe('validateTemaVisibility', () => {
  it('accepts visible true or false', () => {
    expect(validateTemaVisibility({ visible: true })).toEqual({ ok: true, value: { visible: true } });
    expect(validateTemaVisibility({ visible: false })).toEqual({ ok: true, value: { visible: false } });
  });

  it.each([
    [{}, [expect.objectContaining({ pointer: '/visible', message: 'is required' })]],
    [
      { visible: 'true' },
      [expect.objectContaining({ pointer: '/visible', message: 'must be true or false' })],
    ],
    [{ visible: 1 }, [expect.objectContaining({ pointer: '/visible', message: 'must be true or false' })]],
    [[], [expect.objectContaining({ pointer: '', message: 'must be an object' })]],
  ])('refuses %j', (body, problems) => {
    expect(validateTemaVisibility(body)).toEqual({ ok: false, problems });
  });
});
