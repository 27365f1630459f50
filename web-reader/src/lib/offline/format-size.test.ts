import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size';

describe('formatSize', () => {
  it('says megabytes with one decimal, kilobytes under a megabyte, in the UI language', () => {
    expect(formatSize(1_234_567, 'en')).toBe('1.2 MB');
    expect(formatSize(1_234_567, 'es')).toBe('1,2 MB');
    expect(formatSize(340_400, 'en')).toBe('340 kB');
    expect(formatSize(12, 'en')).toBe('1 kB');
  });
});
