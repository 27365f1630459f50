import { describe, expect, it } from 'vitest';
import { firstOf } from './first-of';

describe('firstOf', () => {
  it('shows the first five and counts the rest', () => {
    expect(firstOf([1, 2, 3, 4, 5, 6, 7])).toEqual({ shown: [1, 2, 3, 4, 5], more: 2 });
  });

  it('nothing more when there are five or fewer', () => {
    expect(firstOf([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3, 4, 5], more: 0 });
    expect(firstOf([])).toEqual({ shown: [], more: 0 });
  });

  it('takes another limit', () => {
    expect(firstOf(['a', 'b', 'c'], 1)).toEqual({ shown: ['a'], more: 2 });
  });
});
