// The `encoded_content` codec of content responses (SPEC.md §3): the JSON text, UTF-8 encoded,
// base64-encoded, then reversed. Obfuscation against casual scraping, not security. Used by the
// server (encode), the reader and the desktop app (decode); runs in Node and in browsers.

type NodeBuffer = {
  from(
    data: string,
    encoding: 'utf8' | 'base64',
  ): { toString(encoding: 'utf8' | 'base64'): string } & Uint8Array;
};

// Node's Buffer is several times faster than btoa/atob over a binary string, and the server
// encodes on its hot path; browsers take the standard route.
const NodeBufferClass = (globalThis as { Buffer?: NodeBuffer }).Buffer;

const reverse = (text: string): string => text.split('').reverse().join('');

function toBase64(text: string): string {
  if (NodeBufferClass) return NodeBufferClass.from(text, 'utf8').toString('base64');
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(base64: string): Uint8Array {
  if (NodeBufferClass) return NodeBufferClass.from(base64, 'base64');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** `encoded_content` for a JSON text. */
export function encodeContent(json: string): string {
  return reverse(toBase64(json));
}

/**
 * The JSON text inside `encoded_content`. Bytes that are not valid UTF-8 are read one by one as
 * Latin-1, the spec's fallback.
 */
export function decodeContentText(encoded: string): string {
  const bytes = fromBase64(reverse(encoded));
  try {
    return utf8.decode(bytes);
  } catch {
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return text;
  }
}

/** The JSON value inside `encoded_content`; throws when it is not JSON. */
export function decodeContent(encoded: string): unknown {
  return JSON.parse(decodeContentText(encoded));
}

/** A response body with its `encoded_content` decoded; bodies without it are returned as they are. */
export function unwrapContent(body: unknown): unknown {
  if (body && typeof body === 'object' && 'encoded_content' in body) {
    const encoded = (body as { encoded_content: unknown }).encoded_content;
    if (typeof encoded === 'string') return decodeContent(encoded);
  }
  return body;
}
