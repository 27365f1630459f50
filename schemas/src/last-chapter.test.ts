import { describe, expect, it } from 'vitest';
import { validateLastChapter } from './last-chapter';

describe('validateLastChapter', () => {
  it('accepts a chapter index', () => {
    expect(validateLastChapter({ index: 5 })).toEqual({ ok: true, value: { index: 5 } });
  });

  it.each([
    [{}, [expect.objectContaining({ pointer: '/index', message: 'is required' })]],
    [{ index: 0 }, [expect.objectContaining({ pointer: '/index', message: 'must be at least 1' })]],
    [{ index: '5' }, [expect.objectContaining({ pointer: '/index', message: 'must be a whole number' })]],
  ])('refuses %#', (body, problems) => {
    expect(validateLastChapter(body)).toEqual({ ok: false, problems });
  });
});
