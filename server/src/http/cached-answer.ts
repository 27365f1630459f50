import type { Request, Response } from 'express';
import { clientHasVersion } from './etag';
import { preparedSize, sendPrepared, type PreparedResponse } from './prepared-response';
import type { ResponseCache } from '../lib/response-cache';

/** Public content any cache may keep, revalidated on each use (ETag), so admin changes show at once. */
export const PUBLIC_REVALIDATE = 'public, no-cache';
/** A member's answer (or one that depends on who asks): the browser's own cache only. */
export const PRIVATE_REVALIDATE = 'private, no-cache';

/**
 * Answers from the cache under `key` (loading on a miss). A client that already holds the cached
 * ETag gets 304 only after a fresh read of the shared generation confirms that no server has
 * changed the content since; otherwise the content is reloaded and compared again.
 */
export function serveCached(
  req: Request,
  res: Response,
  cache: ResponseCache,
  key: string,
  load: () => Promise<PreparedResponse>,
  cacheControl: string,
): Promise<void> | void {
  // The common case (cached, no check due, no revalidation) is answered without a promise.
  const hit = req.headers['if-none-match'] === undefined ? cache.peek<PreparedResponse>(key) : undefined;
  if (hit) return sendPrepared(req, res, hit, cacheControl);
  return serveLoaded(req, res, cache, key, load, cacheControl);
}

async function serveLoaded(
  req: Request,
  res: Response,
  cache: ResponseCache,
  key: string,
  load: () => Promise<PreparedResponse>,
  cacheControl: string,
): Promise<void> {
  let prepared = await cache.get(key, load, preparedSize);
  if (clientHasVersion(req, prepared.etag) && !(await cache.confirmCurrent())) {
    prepared = await cache.get(key, load, preparedSize);
  }
  sendPrepared(req, res, prepared, cacheControl);
}
