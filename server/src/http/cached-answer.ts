import type { Request, Response } from 'express';
import type { ResponseCache } from '../lib/response-cache';
import {
  clientHasVersion,
  preparedSize,
  sendAnswer,
  type Answer,
  type PreparedResponse,
} from './prepared-response';

/** Public content any cache may keep, revalidated on each use (ETag), so admin changes show at once. */
export const PUBLIC_REVALIDATE = 'public, no-cache';
/** A member's answer (or one that depends on who asks): the browser's own cache only. */
export const PRIVATE_REVALIDATE = 'private, no-cache';

interface CachedAnswerBase<T> {
  cache: ResponseCache;
  key: string;
  /** Builds the value on a miss (concurrent misses share one load). */
  load: () => Promise<T>;
  cacheControl: string;
  /** JSON unless given (the pre-rendered pages are HTML). */
  contentType?: string;
}

/**
 * A cached prepared answer is sent as it is; any other cached value (a playlist's template) needs
 * its size for the cache's bound and `present`, which makes this request's answer from it (and may
 * wait, e.g. for a member's data on a miss).
 */
export type CachedAnswerOptions<T> = CachedAnswerBase<T> &
  (T extends PreparedResponse
    ? { size?: (value: T) => number; present?: (value: T) => Answer | Promise<Answer> }
    : { size: (value: T) => number; present: (value: T) => Answer | Promise<Answer> });

/**
 * The one way a cached answer is served, and the one freshness rule. Answers from the cache under
 * `key` (loading on a miss). A client that already holds the answer's ETag gets 304 only after a
 * fresh read of the shared content generation confirms that no server has changed the content
 * since it was cached; otherwise the content is reloaded and compared again. (The member-data
 * and account caches are confirmed the same way by the guard, access.ts, before a revalidation
 * reaches a handler.)
 */
export function serveCached<T>(
  req: Request,
  res: Response,
  options: CachedAnswerOptions<T>,
): Promise<void> | void {
  const present = options.present ?? ((value: T) => value as Answer);
  // The common case (cached, no check due, no revalidation) is answered without a promise.
  const hit = req.headers['if-none-match'] === undefined ? options.cache.peek<T>(options.key) : undefined;
  if (hit === undefined) return serveLoaded(req, res, options, present);
  const answer = present(hit);
  if (answer instanceof Promise) return answer.then((a) => send(req, res, a, options));
  return send(req, res, answer, options);
}

async function serveLoaded<T>(
  req: Request,
  res: Response,
  options: CachedAnswerOptions<T>,
  present: (value: T) => Answer | Promise<Answer>,
): Promise<void> {
  const { cache, key, load } = options;
  const size = (options.size ?? preparedSize) as (value: T) => number;
  let answer = await present(await cache.get(key, load, size));
  if (clientHasVersion(req, answer.etag) && !(await cache.confirmCurrent())) {
    answer = await present(await cache.get(key, load, size));
  }
  await send(req, res, answer, options);
}

const send = (req: Request, res: Response, answer: Answer, options: CachedAnswerBase<unknown>) =>
  sendAnswer(req, res, answer, options.cacheControl, options.contentType);
