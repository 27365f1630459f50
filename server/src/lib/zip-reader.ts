import { crc32 } from 'node:zlib';
import type { Readable } from 'node:stream';
import {
  coded,
  problemAt,
  problemText,
  type Coded,
  type Problem,
} from '@camino/schemas/messages/render-problem';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** Caps on what one archive may hold, checked against the real inflated bytes. */
export interface ZipLimits {
  /** Most entries (files, folders, anything) the central directory may list. */
  maxEntries: number;
  /** Most bytes one entry may inflate to. */
  maxEntryBytes: number;
  /** Most bytes all entries together may inflate to. */
  maxTotalBytes: number;
}

export interface ZipReadOptions extends ZipLimits {
  /** Accepted name endings, lower-case with the dot (e.g. ['.json']); others are rejected unread. */
  extensions?: string[];
}

/** A regular file of the archive, inflated and decoded as UTF-8. */
export interface ZipTextEntry {
  name: string;
  text: string;
}

/** An entry that was refused, with why (pointer '' = the whole file). */
export interface RejectedEntry {
  name: string;
  errors: Problem[];
}

/** What a scan reports besides the entries it handed over one by one. */
export interface ZipScan {
  rejected: RejectedEntry[];
  /** Folders, `__MACOSX/` and dot-files, skipped silently. */
  ignored: string[];
  /** Bytes actually inflated, rejected entries' partial output included. */
  inflatedBytes: number;
}

export interface ZipContents extends ZipScan {
  entries: ZipTextEntry[];
}

/** Receives each readable entry as soon as it is inflated; what it does not keep is freed. */
export type ZipEntryVisitor = (entry: ZipTextEntry) => void | Promise<void>;

/**
 * The archive as a whole cannot be read: not a ZIP, or over a whole-archive cap. It carries its
 * problem by code, so an answer says it in the reader's language; `message` is its English.
 */
export class ZipReadError extends Error {
  constructor(
    readonly reason: 'corrupt' | 'too_many_entries' | 'too_large',
    readonly problem: Coded,
  ) {
    super(problemText(problem));
    this.name = 'ZipReadError';
  }
}

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const ENCRYPTED_FLAG = 0x1;

const megabytes = (bytes: number) => `${+(bytes / 1024 / 1024).toFixed(1)} MB`;
const reject = (name: string, what: Coded): RejectedEntry => ({ name, errors: [problemAt('', what)] });

/**
 * Why an entry name is unsafe to trust, or null. Nothing is ever written to disk, but names are
 * shown and used as keys, so anything a path-based extractor would resolve outside its folder is
 * refused: `..` segments, absolute and drive paths, backslashes (`a\..\x` on Windows) and control
 * characters. This is a superset of yauzl's own check.
 */
export function unsafeNameReason(name: string): Coded | null {
  if (name === '') return coded('zip_name_empty');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return coded('zip_name_control');
  if (name.includes('\\')) return coded('zip_name_backslash');
  if (name.startsWith('/')) return coded('zip_name_absolute');
  if (/^[a-zA-Z]:/.test(name)) return coded('zip_name_drive');
  if (name.split('/').includes('..')) return coded('zip_name_climbs');
  const invalid = yauzl.validateFileName(name);
  return invalid === null ? null : coded('zip_name_invalid', { reason: invalid });
}

/** `__MACOSX/` resource forks, `.DS_Store` and other dot-files or dot-folders: not content. */
function isIgnorable(name: string): boolean {
  const segments = name.split('/').filter(Boolean);
  return segments[0] === '__MACOSX' || segments.some((s) => s.startsWith('.'));
}

/**
 * Reads every file of a ZIP held in memory; nothing touches the disk. Entries are inflated one at
 * a time while counting the real bytes, and a stream is destroyed the moment it passes a cap, so a
 * ZIP bomb costs at most `maxEntryBytes` of inflation. A size in a header is never trusted: a
 * declared size over the cap is refused unread, and yauzl's `validateEntrySizes` stops an entry
 * that inflates past its declared size; the CRC-32 is checked too.
 *
 * Bad entries (unsafe names, symlinks, other extensions, oversize, corrupt data, not UTF-8) are
 * reported in `rejected` and the rest are still read. Throws ZipReadError when the archive itself
 * is unreadable, lists more than `maxEntries` entries or inflates past `maxTotalBytes`.
 */
export async function readZipEntries(buffer: Buffer, options: ZipReadOptions): Promise<ZipContents> {
  const entries: ZipTextEntry[] = [];
  const scan = await scanZipEntries(buffer, options, (entry) => {
    entries.push(entry);
  });
  return { entries, ...scan };
}

/**
 * As readZipEntries, but each readable entry goes to `visit` the moment it is inflated instead of
 * being collected, so the archive's whole inflated content is never held at once: memory stays
 * within one entry (`maxEntryBytes`) plus whatever `visit` keeps. An error thrown by `visit`
 * ends the scan and is rethrown as it is.
 */
export async function scanZipEntries(
  buffer: Buffer,
  options: ZipReadOptions,
  visit: ZipEntryVisitor,
): Promise<ZipScan> {
  let zip: ZipFile;
  try {
    // decodeStrings is off because yauzl then fails the whole archive at the first unsafe name;
    // names are decoded below with yauzl's own decoder, so one bad entry is reported by itself.
    zip = await yauzl.fromBufferPromise(buffer, {
      lazyEntries: true,
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch (err) {
    throw new ZipReadError('corrupt', coded('zip_unreadable', { reason: messageOf(err) }));
  }
  try {
    if (zip.entryCount > options.maxEntries) {
      throw new ZipReadError(
        'too_many_entries',
        coded('zip_too_many_entries', { count: zip.entryCount, max: options.maxEntries }),
      );
    }
    return await readAll(zip, options, visit);
  } finally {
    zip.close();
  }
}

/** Marks an error of the visitor, so it is not mistaken for a damaged archive. */
class VisitorFailure {
  constructor(readonly error: unknown) {}
}

async function readAll(zip: ZipFile, options: ZipReadOptions, visit: ZipEntryVisitor): Promise<ZipScan> {
  const result: ZipScan = { rejected: [], ignored: [], inflatedBytes: 0 };
  try {
    for await (const entry of zip.eachEntry()) {
      const name = yauzl.getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        entry.fileNameRaw,
        entry.extraFields,
        true, // keep backslashes as they are, so they can be refused
      );
      const unsafe = unsafeNameReason(name);
      if (unsafe) {
        result.rejected.push(reject(name, unsafe));
        continue;
      }
      const type = (entry.externalFileAttributes >>> 16) & S_IFMT;
      if (name.endsWith('/') || type === S_IFDIR || isIgnorable(name)) {
        result.ignored.push(name);
        continue;
      }
      if (type === S_IFLNK) {
        result.rejected.push(reject(name, coded('zip_symlink')));
        continue;
      }
      if (type !== 0 && type !== S_IFREG) {
        result.rejected.push(reject(name, coded('zip_not_regular')));
        continue;
      }
      const extensions = options.extensions;
      if (extensions && !extensions.some((ext) => name.toLowerCase().endsWith(ext))) {
        result.rejected.push(reject(name, coded('zip_extension', { extensions })));
        continue;
      }
      if (entry.generalPurposeBitFlag & ENCRYPTED_FLAG) {
        result.rejected.push(reject(name, coded('zip_encrypted')));
        continue;
      }
      if (entry.uncompressedSize > options.maxEntryBytes) {
        result.rejected.push(reject(name, tooLargeMessage(options.maxEntryBytes)));
        continue;
      }
      const remaining = options.maxTotalBytes - result.inflatedBytes;
      if (entry.uncompressedSize > remaining) throw totalTooLarge(options);
      const inflated = await inflate(zip, entry, options.maxEntryBytes, remaining);
      result.inflatedBytes += inflated.bytesRead;
      if (inflated.overTotal) throw totalTooLarge(options);
      if ('error' in inflated) {
        result.rejected.push(reject(name, inflated.error));
        continue;
      }
      try {
        await visit({ name, text: inflated.text });
      } catch (err) {
        throw new VisitorFailure(err);
      }
    }
  } catch (err) {
    if (err instanceof VisitorFailure) throw err.error;
    if (err instanceof ZipReadError) throw err;
    throw new ZipReadError('corrupt', coded('zip_unreadable', { reason: messageOf(err) }));
  }
  return result;
}

type Inflated = { bytesRead: number; overTotal?: boolean } & ({ text: string } | { error: Coded });

/**
 * Inflates one entry, stopping as soon as it passes `maxBytes` (the entry) or `remaining` (the
 * total). Each chunk is checked (CRC-32) and decoded (UTF-8) as it arrives and then dropped, so an
 * entry costs its text and no copy of its bytes: a bomb of many entries leaves little garbage.
 */
async function inflate(zip: ZipFile, entry: Entry, maxBytes: number, remaining: number): Promise<Inflated> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch (err) {
    return { bytesRead: 0, error: coded('zip_entry_unreadable', { reason: messageOf(err) }) };
  }
  return new Promise<Inflated>((resolve) => {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    let parts: string[] | null = [];
    let crc = 0;
    let bytesRead = 0;
    let settled = false;
    const finish = (outcome: Inflated) => {
      if (settled) return;
      settled = true;
      parts = null;
      resolve(outcome);
    };
    const stop = (outcome: Inflated) => {
      finish(outcome);
      // yauzl's streams carry a destroy() that also stops the inflater feeding them.
      stream.destroy();
    };
    /** Decodes a piece; on invalid UTF-8 stops decoding (the CRC is still checked first, at the end). */
    const decode = (chunk?: Buffer) => {
      if (!parts) return;
      try {
        parts.push(chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode());
      } catch {
        parts = null;
      }
    };
    stream.on('data', (chunk: Buffer) => {
      if (settled) return;
      bytesRead += chunk.length;
      if (bytesRead > remaining) return stop({ bytesRead, overTotal: true, error: coded('not_valid') });
      if (bytesRead > maxBytes) return stop({ bytesRead, error: tooLargeMessage(maxBytes) });
      crc = crc32(chunk, crc);
      decode(chunk);
    });
    // Stays attached after a stop, so late errors from the inflater are swallowed, not thrown.
    stream.on('error', (err) => finish({ bytesRead, error: dataErrorMessage(err) }));
    stream.on('end', () => {
      if (crc !== entry.crc32) {
        return finish({ bytesRead, error: coded('zip_entry_crc') });
      }
      decode();
      if (!parts) return finish({ bytesRead, error: coded('not_valid_utf8') });
      finish({ bytesRead, text: parts.join('') });
    });
  });
}

function tooLargeMessage(maxBytes: number): Coded {
  return coded('zip_entry_too_large', { size: megabytes(maxBytes) });
}

function totalTooLarge(options: ZipLimits): ZipReadError {
  return new ZipReadError('too_large', coded('zip_too_large', { size: megabytes(options.maxTotalBytes) }));
}

/** yauzl's wording for a size that does not match the header, made readable. */
function dataErrorMessage(err: unknown): Coded {
  const message = messageOf(err);
  if (/bytes in the stream/.test(message)) return coded('zip_entry_size', { reason: message });
  return coded('zip_entry_corrupt', { reason: message });
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
