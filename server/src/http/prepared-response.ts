import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { clientHasVersion } from './etag';

/** Bodies shorter than this are sent as they are: compressing them saves next to nothing. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** A JSON answer built once and kept in the cache: its bytes, ETag and compressed copies. */
export interface PreparedResponse {
  body: Buffer;
  etag: string;
  gzip: Buffer | null;
  br: Buffer | null;
}

/**
 * Serializes `value` once, with its ETag (`etag` when given, e.g. a stored content hash, else a
 * hash of the bytes) and, above the threshold, its gzip and brotli copies, so a cached answer
 * costs no JSON.stringify, hashing or compression per request.
 */
export function prepareJson(value: unknown, etag?: string): PreparedResponse {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
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

/**
 * Writes a prepared answer: 304 when the client holds this ETag (the caller has made sure the
 * version is current), else the body in the best coding the client accepts. Written straight to
 * the socket, skipping res.json's serialization and ETag hashing.
 */
export function sendPrepared(req: Request, res: Response, prepared: PreparedResponse, cacheControl: string) {
  const compressed = prepared.gzip !== null;
  const headers = cachingHeaders(res, prepared.etag, cacheControl, compressed);
  if (clientHasVersion(req, prepared.etag)) return writeNotModified(res, headers);
  const coding = compressed ? pickEncoding(req.headers['accept-encoding']) : null;
  const bytes = coding === 'br' ? prepared.br! : coding === 'gzip' ? prepared.gzip! : prepared.body;
  writeJson(res, headers, bytes, coding);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a JSON answer built for this request (a member's playlist) like sendPrepared: 304 when
 * the client holds `etag` (the caller has made sure it is current), else the bytes, compressed
 * when accepted and worth it. Compression runs on libuv's thread pool at a moderate level, so it
 * never holds up the requests queued behind this one.
 */
export function sendBuilt(
  req: Request,
  res: Response,
  body: Buffer,
  etag: string,
  cacheControl: string,
): Promise<void> | void {
  const compressible = body.length >= COMPRESS_THRESHOLD_BYTES;
  const headers = cachingHeaders(res, etag, cacheControl, compressible);
  if (clientHasVersion(req, etag)) return writeNotModified(res, headers);
  const coding = compressible ? pickEncoding(req.headers['accept-encoding']) : null;
  if (coding === 'br') {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    return brotliAsync(body, { params }).then((bytes) => writeJson(res, headers, bytes, coding));
  }
  if (coding === 'gzip') {
    return gzipAsync(body, { level: 6 }).then((bytes) => writeJson(res, headers, bytes, coding));
  }
  writeJson(res, headers, body, null);
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

function writeNotModified(res: Response, headers: string[]): void {
  res.writeHead(304, headers);
  res.end();
}

function writeJson(res: Response, headers: string[], bytes: Buffer, coding: 'br' | 'gzip' | null): void {
  headers.push('Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(bytes.length));
  if (coding) headers.push('Content-Encoding', coding);
  res.writeHead(200, headers);
  res.end(bytes);
}
