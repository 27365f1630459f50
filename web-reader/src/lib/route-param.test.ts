import { describe, expect, it } from 'vitest';
import { wholeNumberParam } from './route-param';

describe('wholeNumberParam', () => {
  it('reads digits from 1 to the maximum', () => {
    expect(wholeNumberParam('1', 36)).toBe(1);
    expect(wholeNumberParam('36', 36)).toBe(36);
    expect(wholeNumberParam('007')).toBe(7);
  });

  it('refuses what names no number in range', () => {
    for (const value of [undefined, '', '0', '37', '1e3', ' 7', '0x1F', '-1', '2.5']) {
      expect(wholeNumberParam(value, 36), String(value)).toBeNull();
    }
    expect(wholeNumberParam('9007199254740993')).toBeNull();
  });
});
