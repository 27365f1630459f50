// Proves the audit row's text always fits its columns: a value is cut to the column's characters
// (code points, as MySQL counts them) with a marker, and oversized details become valid JSON that
// says so and keeps a preview, within the column's bytes.
import { describe, expect, it } from 'vitest';
import { fitColumn, fitDetails, TRUNCATION_MARKER } from './audit-service';

describe('fitting audit text to its columns', () => {
  it('keeps text that fits and cuts longer text to exactly the limit, marked', () => {
    expect(fitColumn('Vol_3_main.zip', 200)).toBe('Vol_3_main.zip');
    const name = '😀'.repeat(300);
    const cut = fitColumn(name, 200);
    expect(Array.from(cut)).toHaveLength(200);
    expect(cut.endsWith(TRUNCATION_MARKER)).toBe(true);
    expect(cut).not.toMatch(/\p{Cs}/u); // never half an emoji
  });

  it('stores details that fit as they are, and larger ones as a marked preview within the bytes', () => {
    expect(fitDetails({ videos: 3 })).toBe('{"videos":3}');
    const details = { titles: Array.from({ length: 500 }, (_, i) => `"${i}" ${'ñ😀'.repeat(60)}`) };
    for (const max of [65_535, 1000, 80]) {
      const stored = fitDetails(details, max);
      expect(Buffer.byteLength(stored)).toBeLessThanOrEqual(max);
      const parsed = JSON.parse(stored) as { truncated: boolean; bytes: number; preview: string };
      expect(parsed.truncated).toBe(true);
      expect(parsed.bytes).toBe(Buffer.byteLength(JSON.stringify(details)));
      expect(JSON.stringify(details).startsWith(parsed.preview.slice(0, -TRUNCATION_MARKER.length))).toBe(
        true,
      );
    }
  });
});
