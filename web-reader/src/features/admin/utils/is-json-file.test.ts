import { describe, expect, it } from 'vitest';
import { isJsonFile } from './is-json-file';

const file = (name: string, type: string) => new File(['{}'], name, { type });

describe('isJsonFile', () => {
  it('takes a .json file typed as JSON or untyped', () => {
    expect(isJsonFile(file('vol-30.json', 'application/json'))).toBe(true);
    expect(isJsonFile(file('VOL-30.JSON', ''))).toBe(true);
  });

  it('refuses other names and other types', () => {
    expect(isJsonFile(file('vol-30.txt', 'text/plain'))).toBe(false);
    expect(isJsonFile(file('vol-30.zip', 'application/zip'))).toBe(false);
    expect(isJsonFile(file('vol-30.json', 'image/png'))).toBe(false);
  });
});
