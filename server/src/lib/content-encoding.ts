import { createHash } from 'node:crypto';

/**
 * Content responses carry `encoded_content`: the base64 of the UTF-8 JSON, reversed (SPEC.md §3).
 * It is obfuscation for casual scraping, not security.
 */
export function encodeContent(json: string): string {
  return Buffer.from(json, 'utf8').toString('base64').split('').reverse().join('');
}

/** Inverse of encodeContent, for tests and tools. */
export function decodeContent(encoded: string): unknown {
  return JSON.parse(Buffer.from(encoded.split('').reverse().join(''), 'base64').toString('utf8'));
}

/** Hex SHA-256 of a text, stored beside content to detect unchanged re-uploads and serve ETags. */
export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
