import { afterEach, describe, expect, it, vi } from 'vitest';
import * as nodeCodec from './content-encoding';

/** The codec as a browser loads it: no Node Buffer, so btoa/atob and TextEncoder. */
async function browserCodec(): Promise<typeof nodeCodec> {
  vi.resetModules();
  vi.stubGlobal('Buffer', undefined);
  try {
    return await import('./content-encoding');
  } finally {
    vi.unstubAllGlobals();
  }
}

afterEach(() => vi.resetModules());

const data = {
  info: { volume: 1, index: 2 },
  dialogue: [{ speaker: 'Peregrino', text: '¿Qué es la oración? — “Señor” 🙏' }],
};

describe('encoded_content (SPEC.md §3)', () => {
  it('is the reversed base64 of the UTF-8 JSON', () => {
    const json = JSON.stringify(data);
    const expected = Buffer.from(json, 'utf8').toString('base64').split('').reverse().join('');
    expect(nodeCodec.encodeContent(json)).toBe(expected);
  });

  it('is the same in Node and in a browser, both ways', async () => {
    const browser = await browserCodec();
    const json = JSON.stringify(data);
    expect(browser.encodeContent(json)).toBe(nodeCodec.encodeContent(json));
    expect(browser.decodeContent(nodeCodec.encodeContent(json))).toEqual(data);
    expect(nodeCodec.decodeContent(browser.encodeContent(json))).toEqual(data);
  });

  it('falls back to a byte-per-character decode when the bytes are not UTF-8', async () => {
    const latin1 = Buffer.from('{"text":"canción"}', 'latin1')
      .toString('base64')
      .split('')
      .reverse()
      .join('');
    expect(nodeCodec.decodeContent(latin1)).toEqual({ text: 'canción' });
    expect((await browserCodec()).decodeContent(latin1)).toEqual({ text: 'canción' });
  });

  it('unwraps a body carrying encoded_content and passes other bodies through', () => {
    expect(nodeCodec.unwrapContent({ encoded_content: nodeCodec.encodeContent('{"a":"ñ"}') })).toEqual({
      a: 'ñ',
    });
    const plain = { playlistTitle: 'Volumen 1', items: [] };
    expect(nodeCodec.unwrapContent(plain)).toBe(plain);
    expect(nodeCodec.unwrapContent(undefined)).toBeUndefined();
    expect(nodeCodec.unwrapContent([1, 2])).toEqual([1, 2]);
  });

  it('throws on text that is not encoded JSON', async () => {
    expect(() => nodeCodec.decodeContent('not base64 at all!')).toThrow();
    const browser = await browserCodec();
    expect(() => browser.decodeContent('not base64 at all!')).toThrow();
  });
});
