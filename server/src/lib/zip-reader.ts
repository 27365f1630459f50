import { crc32 } from 'node:zlib';
import type { Readable } from 'node:stream';
import type { Problem } from '@camino/schemas/validator';
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

/** The archive as a whole cannot be read: not a ZIP, or over a whole-archive cap. */
export class ZipReadError extends Error {
  constructor(
    readonly reason: 'corrupt' | 'too_many_entries' | 'too_large',
    message: string,
  ) {
    super(message);
    this.name = 'ZipReadError';
  }
}

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const ENCRYPTED_FLAG = 0x1;

const megabytes = (bytes: number) => `${+(bytes / 1024 / 1024).toFixed(1)} MB`;
const reject = (name: string, message: string): RejectedEntry => ({
  name,
  errors: [{ pointer: '', message }],
});

/**
 * Why an entry name is unsafe to trust, or null. Nothing is ever written to disk, but names are
 * shown and used as keys, so anything a path-based extractor would resolve outside its folder is
 * refused: `..` segments, absolute and drive paths, backslashes (`a\..\x` on Windows) and control
 * characters. This is a superset of yauzl's own check.
 */
export function unsafeNameReason(name: string): string | null {
  if (name === '') return 'has an empty name';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'has control characters in its name';
  if (name.includes('\\')) return 'has a backslash in its name';
  if (name.startsWith('/')) return 'is an absolute path';
  if (/^[a-zA-Z]:/.test(name)) return 'is a drive path';
  if (name.split('/').includes('..')) return "climbs out of its folder with '..'";
  return yauzl.validateFileName(name);
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
    throw new ZipReadError('corrupt', `is not a readable ZIP archive (${messageOf(err)})`);
  }
  try {
    if (zip.entryCount > options.maxEntries) {
      throw new ZipReadError(
        'too_many_entries',
        `holds ${zip.entryCount} entries; at most ${options.maxEntries} are accepted`,
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
        result.rejected.push(reject(name, `${unsafe}; the entry was not extracted`));
        continue;
      }
      const type = (entry.externalFileAttributes >>> 16) & S_IFMT;
      if (name.endsWith('/') || type === S_IFDIR || isIgnorable(name)) {
        result.ignored.push(name);
        continue;
      }
      if (type === S_IFLNK) {
        result.rejected.push(reject(name, 'is a symbolic link; only regular files are accepted'));
        continue;
      }
      if (type !== 0 && type !== S_IFREG) {
        result.rejected.push(reject(name, 'is not a regular file'));
        continue;
      }
      const extensions = options.extensions;
      if (extensions && !extensions.some((ext) => name.toLowerCase().endsWith(ext))) {
        result.rejected.push(reject(name, `is not a ${extensions.join(' or ')} file`));
        continue;
      }
      if (entry.generalPurposeBitFlag & ENCRYPTED_FLAG) {
        result.rejected.push(reject(name, 'is encrypted; encrypted entries are not accepted'));
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
    throw new ZipReadError('corrupt', `is not a readable ZIP archive (${messageOf(err)})`);
  }
  return result;
}

type Inflated = { bytesRead: number; overTotal?: boolean } & ({ text: string } | { error: string });

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
    return { bytesRead: 0, error: `cannot be read (${messageOf(err)})` };
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
      if (bytesRead > remaining) return stop({ bytesRead, overTotal: true, error: '' });
      if (bytesRead > maxBytes) return stop({ bytesRead, error: tooLargeMessage(maxBytes) });
      crc = crc32(chunk, crc);
      decode(chunk);
    });
    // Stays attached after a stop, so late errors from the inflater are swallowed, not thrown.
    stream.on('error', (err) => finish({ bytesRead, error: dataErrorMessage(err) }));
    stream.on('end', () => {
      if (crc !== entry.crc32) {
        return finish({ bytesRead, error: 'is corrupt (its CRC-32 does not match its data)' });
      }
      decode();
      if (!parts) return finish({ bytesRead, error: 'is not valid UTF-8 text' });
      finish({ bytesRead, text: parts.join('') });
    });
  });
}

function tooLargeMessage(maxBytes: number): string {
  return `inflates to more than ${megabytes(maxBytes)}; at most ${megabytes(maxBytes)} per file are accepted`;
}

function totalTooLarge(options: ZipLimits): ZipReadError {
  return new ZipReadError('too_large', `inflates to more than ${megabytes(options.maxTotalBytes)} in all`);
}

/** yauzl's wording for a size that does not match the header, made readable. */
function dataErrorMessage(err: unknown): string {
  const message = messageOf(err);
  if (/bytes in the stream/.test(message))
    return `is corrupt (its size does not match its header: ${message})`;
  return `is corrupt (${message})`;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
