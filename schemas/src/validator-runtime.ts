// The helpers ajv's standalone validators call at run time, as ES modules: the generated files
// in generated/ import them from here (ajv's own copies are CommonJS `require`s, which a page
// cannot load). Kept to what the schemas use; build-validators fails on a helper missing here.
import { fullFormats } from 'ajv-formats/dist/formats.js';

/**
 * String length in Unicode code points, as JSON Schema's minLength/maxLength count (a surrogate
 * pair is one character). The same algorithm as ajv/dist/runtime/ucs2length.
 */
export function ucs2length(text: string): number {
  let length = 0;
  for (let pos = 0; pos < text.length; length++) {
    const code = text.charCodeAt(pos++);
    if (code >= 0xd800 && code <= 0xdbff && pos < text.length && (text.charCodeAt(pos) & 0xfc00) === 0xdc00)
      pos++;
  }
  return length;
}

/** ajv-formats' full format checks (date, email, uri…), the ones the server has always used. */
export const formats = fullFormats;
