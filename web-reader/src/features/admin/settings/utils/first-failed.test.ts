import { describe, expect, it } from 'vitest';
import { firstFailed } from './first-failed';

describe('firstFailed', () => {
  it('keeps five and counts the rest', () => {
    expect(firstFailed([1, 2, 3, 4, 5, 6, 7])).toEqual({ shown: [1, 2, 3, 4, 5], more: 2 });
    expect(firstFailed([1, 2])).toEqual({ shown: [1, 2], more: 0 });
    expect(firstFailed([])).toEqual({ shown: [], more: 0 });
  });
});
