import { describe, expect, it } from 'vitest';
import { isZipFile } from './is-zip-file';

const file = (name: string, type: string) => new File(['PK'], name, { type });

describe('isZipFile', () => {
  it('takes a .zip typed as a ZIP or untyped', () => {
    expect(isZipFile(file('Vol_30_main.zip', 'application/zip'))).toBe(true);
    expect(isZipFile(file('Vol_30_main.ZIP', 'application/x-zip-compressed'))).toBe(true);
    expect(isZipFile(file('Vol_30_main.zip', ''))).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isZipFile(file('30-1.json', 'application/json'))).toBe(false);
    expect(isZipFile(file('Vol_30_main.zip', 'text/plain'))).toBe(false);
    expect(isZipFile(file('Vol_30_main.rar', ''))).toBe(false);
  });
});
