import type { Request } from 'express';

/** A strong ETag from a stored content hash. */
export const etagOf = (hash: string): string => `"${hash}"`;

/** True when the client already holds this version (If-None-Match lists the ETag, or `*`). */
export function clientHasVersion(req: Request, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
