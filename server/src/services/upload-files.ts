import type { Problem } from '@camino/schemas/validator';
import { problemParam } from '@camino/schemas/problems-i18n';
import { AppError, badRequest, message } from '../errors';
import {
  scanZipEntries,
  ZipReadError,
  type ZipEntryVisitor,
  type ZipReadOptions,
  type ZipScan,
} from '../lib/zip-reader';

const MB = 1024 * 1024;

/**
 * Caps for an admin content ZIP (a volume's chapters, or temas). The largest real volume has
 * about 70 chapter files of 3–6 KB, so these leave room to spare while keeping one request's
 * memory bounded: 50 MB on the wire, 64 MB inflated, 2 MB per file, 2,000 entries. Entries are
 * checked one at a time as they inflate (scanUploadedZip); what stays is garbage awaiting V8's
 * collector, which grows with the inflated total: a bomb refused at 64 MB raised a warm server's
 * peak RSS by ~85 MB (at the former 200 MB cap, entries held until the end, 107 → 386 MB).
 */
export const CONTENT_ZIP_LIMITS: ZipReadOptions = {
  maxEntries: 2000,
  maxEntryBytes: 2 * MB,
  maxTotalBytes: 64 * MB,
  extensions: ['.json'],
};
export const CONTENT_ZIP_MAX_BYTES = 50 * MB;
export const JSON_FILE_MAX_BYTES = 2 * MB;

/** Parses JSON text; a syntax error becomes one problem at '' ("is not valid JSON: …"). */
export function parseJsonText(
  text: string,
): { ok: true; value: unknown } | { ok: false; problems: Problem[] } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    return { ok: false, problems: [{ pointer: '', message: `is not valid JSON: ${reason}` }] };
  }
}

/**
 * Reads an uploaded content ZIP entry by entry, handing each to `visit` as soon as it is inflated
 * (so a bomb of many entries costs one entry's memory, not the archive's): 400 when it is not a
 * readable ZIP, 413 over the archive caps.
 */
export async function scanUploadedZip(
  buffer: Buffer,
  visit: ZipEntryVisitor,
  limits = CONTENT_ZIP_LIMITS,
): Promise<ZipScan> {
  try {
    return await scanZipEntries(buffer, limits, visit);
  } catch (err) {
    if (!(err instanceof ZipReadError)) throw err;
    const problems = [{ pointer: '', message: err.message }];
    if (err.reason === 'corrupt') throw badRequest(message('choose_zip'), problems);
    throw new AppError(
      413,
      'payload_too_large',
      message('zip_failed', { reason: problemParam(err.message) }),
      problems,
    );
  }
}
