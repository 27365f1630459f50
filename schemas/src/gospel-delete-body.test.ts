import { describe, expect, it } from 'vitest';
import { validateGospelDeleteBody } from './gospel-delete-body';

describe('validateGospelDeleteBody', () => {
  it('accepts a list of dates', () => {
    expect(validateGospelDeleteBody({ dates: ['2026-11-22', '2026-11-23'] }).ok).toBe(true);
  });

  it.each([
    [{}, [expect.objectContaining({ pointer: '/dates', message: 'is required' })]],
    [{ dates: [] }, [expect.objectContaining({ pointer: '/dates', message: 'must have at least one item' })]],
    [
      { dates: ['2026-13-01'] },
      [expect.objectContaining({ pointer: '/dates/0', message: 'must be a date in the form YYYY-MM-DD' })],
    ],
  ])('refuses %#', (body, problems) => {
    expect(validateGospelDeleteBody(body)).toEqual({ ok: false, problems });
  });
});
