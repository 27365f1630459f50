import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** Bodies shorter than this are sent as they are: compressing them saves next to nothing. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** A JSON answer built once and kept in the cache: its bytes, ETag and compressed copies. */
export interface PreparedResponse {
  body: Buffer;
  etag: string;
  gzip: Buffer | null;
  br: Buffer | null;
}

/** A strong ETag from a stored content hash. */
export const etagOf = (hash: string): string => `"${hash}"`;

/**
 * Serializes `value` once, with its ETag (`etag` when given, e.g. a stored content hash, else a
 * hash of the bytes) and, above the threshold, its gzip and brotli copies, so a cached answer
 * costs no JSON.stringify, hashing or compression per request.
 */
export function prepareJson(value: unknown, etag?: string): PreparedResponse {
  return prepareBody(Buffer.from(JSON.stringify(value), 'utf8'), etag);
}

/** prepareJson's work for bytes already made (a pre-rendered page's HTML). */
export function prepareBody(body: Buffer, etag?: string): PreparedResponse {
  const compress = body.length >= COMPRESS_THRESHOLD_BYTES;
  return {
    body,
    etag: etag ?? `"${createHash('sha1').update(body).digest('base64url')}"`,
    gzip: compress ? gzipSync(body, { level: 9 }) : null,
    br: compress
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : null,
  };
}

/** The bytes an entry holds, for the cache's bound. */
export const preparedSize = (p: PreparedResponse): number =>
  p.body.length + (p.gzip?.length ?? 0) + (p.br?.length ?? 0) + p.etag.length + 64;

/** The coding to send: brotli when accepted, then gzip, else none (q=0 refuses a coding). */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  let br = false;
  let gzip = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gzip = true;
    else if (name === '*') br = gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : null;
}

/** An answer as the writer takes it: its bytes, its ETag and any compressed copies kept with it. */
export interface Answer {
  body: Buffer;
  etag: string;
  gzip?: Buffer | null;
  br?: Buffer | null;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The one writer of cached and prepared answers: 304 when the client holds this ETag (the caller,
 * cached-answer.ts, has made sure the version is current), else the body in the best coding the
 * client accepts, written straight to the socket in one writeHead (no res.json serialization, ETag
 * hashing or compression middleware). A body kept without compressed copies (built for this
 * request: a member's playlist) is compressed on libuv's thread pool at a moderate level, so it
 * never holds up the requests queued behind it.
 */
export function sendAnswer(
  req: Request,
  res: Response,
  answer: Answer,
  cacheControl: string,
  contentType = JSON_TYPE,
): Promise<void> | void {
  const compressible = answer.body.length >= COMPRESS_THRESHOLD_BYTES;
  const headers = cachingHeaders(res, answer.etag, cacheControl, compressible);
  if (clientHasVersion(req, answer.etag)) return writeNotModified(res, headers);
  const coding = compressible ? pickEncoding(req.headers['accept-encoding']) : null;
  if (!coding) return writeBody(res, headers, contentType, answer.body, null);
  const kept = answer[coding];
  if (kept) return writeBody(res, headers, contentType, kept, coding);
  const { body } = answer;
  const compressed =
    coding === 'br'
      ? brotliAsync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : gzipAsync(body, { level: 6 });
  return compressed.then((bytes) => writeBody(res, headers, contentType, bytes, coding));
}

/** True when the client already holds this version (If-None-Match lists the ETag, or `*`). */
export function clientHasVersion(req: Request, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * The caching headers as one `[name, value, …]` list. The whole head then goes out in a single
 * writeHead call (the security headers are spliced in there, security-headers.ts), which costs
 * much less than setting each header on its own.
 */
function cachingHeaders(res: Response, etag: string, cacheControl: string, variesWithEncoding: boolean) {
  const headers = ['Cache-Control', cacheControl, 'ETag', etag];
  // Appended to any Vary the route set (news-config varies with Authorization).
  if (variesWithEncoding) headers.push('Vary', withVary(res.getHeader('Vary'), 'Accept-Encoding'));
  return headers;
}

function withVary(existing: string | number | string[] | undefined, field: string): string {
  if (existing === undefined) return field;
  const fields = String(existing);
  const listed = fields.split(',').some((f) => f.trim().toLowerCase() === field.toLowerCase());
  return listed ? fields : `${fields}, ${field}`;
}

/** The one 304: the same caching headers as the 200 it stands for, no body. */
function writeNotModified(res: Response, headers: string[]): void {
  res.writeHead(304, headers);
  res.end();
}

function writeBody(
  res: Response,
  headers: string[],
  contentType: string,
  bytes: Buffer,
  coding: 'br' | 'gzip' | null,
): void {
  headers.push('Content-Type', contentType, 'Content-Length', String(bytes.length));
  if (coding) headers.push('Content-Encoding', coding);
  res.writeHead(200, headers);
  res.end(bytes);
}
