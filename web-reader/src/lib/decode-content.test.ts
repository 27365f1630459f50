import { describe, expect, it } from 'vitest';
import { decodeEncodedContent, unwrapContent } from './decode-content';

/** How the server encodes: UTF-8 JSON → base64 → reversed. */
const encode = (value: unknown) =>
  Buffer.from(JSON.stringify(value), 'utf8').toString('base64').split('').reverse().join('');

describe('encoded_content decoding (SPEC.md §3)', () => {
  it('reverses, base64-decodes, reads UTF-8 and parses JSON', () => {
    const data = {
      info: { volume: 1, index: 2 },
      dialogue: [{ speaker: 'Peregrino', text: '¿Qué es la oración? — “Señor” 🙏' }],
    };
    expect(decodeEncodedContent(encode(data))).toEqual(data);
  });

  it('falls back to a byte-per-character decode when the bytes are not UTF-8', () => {
    const latin1 = Buffer.from('{"text":"canción"}', 'latin1')
      .toString('base64')
      .split('')
      .reverse()
      .join('');
    expect(decodeEncodedContent(latin1)).toEqual({ text: 'canción' });
  });

  it('passes bodies without encoded_content through unchanged', () => {
    const plain = { playlistTitle: 'Volumen 1', items: [] };
    expect(unwrapContent(plain)).toBe(plain);
    expect(unwrapContent(undefined)).toBeUndefined();
    expect(unwrapContent([1, 2])).toEqual([1, 2]);
  });

  it('unwraps a body carrying encoded_content', () => {
    expect(unwrapContent({ encoded_content: encode({ a: 'ñ' }) })).toEqual({ a: 'ñ' });
  });

  it('throws on text that is not encoded JSON', () => {
    expect(() => decodeEncodedContent('not base64 at all!')).toThrow();
  });
});
