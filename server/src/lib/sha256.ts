import { createHash } from 'node:crypto';

/** Hex SHA-256 of a text's UTF-8 bytes: content hashes (see @camino/schemas/content-hash) and token hashes. */
export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
