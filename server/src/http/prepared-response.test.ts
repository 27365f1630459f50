// Proves content negotiation of the cached answers' compressed copies.
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pickEncoding, prepareJson } from './prepared-response';

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', null],
    ['br;q=0.5', 'br'],
    ['*', 'br'],
    ['deflate', null],
  ])('%j → %j', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('prepareJson', () => {
  it('keeps gzip and brotli copies of a large body that decompress to it', () => {
    const value = { items: Array.from({ length: 100 }, (_, i) => ({ i, text: 'palabra '.repeat(5) })) };
    const prepared = prepareJson(value);
    expect(JSON.parse(prepared.body.toString())).toEqual(value);
    expect(gunzipSync(prepared.gzip!).equals(prepared.body)).toBe(true);
    expect(brotliDecompressSync(prepared.br!).equals(prepared.body)).toBe(true);
    expect(prepared.etag).toMatch(/^"[\w-]+"$/);
  });

  it('does not compress a tiny body, and takes a given ETag', () => {
    const prepared = prepareJson({ enabled: true }, '"abc"');
    expect(prepared.gzip).toBeNull();
    expect(prepared.br).toBeNull();
    expect(prepared.etag).toBe('"abc"');
  });
});
