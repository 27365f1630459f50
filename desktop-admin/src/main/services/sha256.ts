import { createHash } from 'node:crypto';

/** Hex SHA-256 of a text's UTF-8 bytes, for @camino/schemas/content-hash's contentHash. */
export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
