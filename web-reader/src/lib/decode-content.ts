/**
 * Content responses (`/main-file`, `/optional-file`, `/tema/{id}`) may carry `encoded_content`:
 * the JSON text, UTF-8 encoded, base64-encoded, then reversed. SPEC.md §3.
 */
export function decodeEncodedContent(encoded: string): unknown {
  const base64 = encoded.split('').reverse().join('');
  const binary = atob(base64);
  let text: string;
  try {
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not valid UTF-8: read the bytes one by one (Latin-1), as the spec's fallback says.
    text = binary;
  }
  return JSON.parse(text);
}

/** A response body with its `encoded_content` decoded; bodies without it are returned as they are. */
export function unwrapContent(body: unknown): unknown {
  if (body && typeof body === 'object' && 'encoded_content' in body) {
    const encoded = (body as { encoded_content: unknown }).encoded_content;
    if (typeof encoded === 'string') return decodeEncodedContent(encoded);
  }
  return body;
}
