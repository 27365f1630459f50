import { CONTENT_ZIP_ENTRIES } from '@camino/schemas/constants';
import { problemAt, problemParam } from '@camino/schemas/messages/render-problem';
import { AppError, badRequest, message } from '../errors';
import {
  scanZipEntries,
  ZipReadError,
  type ZipEntryVisitor,
  type ZipReadOptions,
  type ZipScan,
} from '../lib/zip-reader';

/**
 * What a content ZIP's entries may hold (the route table's rule, schemas/src/api/uploads.ts):
 * checked one at a time as they inflate (scanUploadedZip), so a bomb costs one entry's memory.
 */
export const CONTENT_ZIP_LIMITS: ZipReadOptions = { ...CONTENT_ZIP_ENTRIES, extensions: ['.json'] };

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
    const problems = [problemAt('', err.problem)];
    if (err.reason === 'corrupt') throw badRequest(message('choose_zip'), problems);
    throw new AppError(
      413,
      'payload_too_large',
      message('zip_failed', { reason: problemParam(err.problem) }),
      problems,
    );
  }
}
