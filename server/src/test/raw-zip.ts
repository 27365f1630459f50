// A minimal ZIP writer for tests that need archives no well-behaved library writes: names like
// `../x` or `C:\x`, headers that lie about sizes, symlink modes, bombs built without holding them.
import { once } from 'node:events';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

export interface RawEntry {
  /** Written verbatim as UTF-8 (backslashes and `..` included). */
  name: string;
  /** The uncompressed content; deflated unless `method` is 0 or `compressed` is given. */
  data?: Buffer;
  /** Already-deflated bytes (with `crc` and `size` describing what they inflate to). */
  compressed?: Buffer;
  method?: 0 | 8;
  /** Declared CRC-32 and uncompressed size; default to the truth, set them to lie. */
  crc?: number;
  size?: number;
  /** Unix st_mode (e.g. 0o120777 for a symlink), stored in the external attributes. */
  mode?: number;
  /** Extra general-purpose flags (e.g. 0x1, "encrypted"); UTF-8 names are always flagged. */
  flags?: number;
}

const UTF8_FLAG = 0x800;
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;

/** Builds a complete archive (local headers, central directory, end record) in memory. */
export function rawZip(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = entry.data ?? Buffer.alloc(0);
    const method = entry.method ?? 8;
    const body = entry.compressed ?? (method === 8 ? deflateRawSync(data) : data);
    const crc = entry.crc ?? crc32(data);
    const size = entry.size ?? data.length;
    const mode = entry.mode ?? 0o100644;
    const flags = UTF8_FLAG | (entry.flags ?? 0);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, body);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by Unix, so the mode is meaningful
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE((mode << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);

    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * `size` bytes of zeros, deflated a megabyte at a time so the plain bytes never exist at once:
 * 300 MB become about 300 KB, the classic ZIP bomb.
 */
export async function deflatedZeros(
  size: number,
): Promise<{ compressed: Buffer; crc: number; size: number }> {
  const chunk = Buffer.alloc(1024 * 1024);
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  let crc = 0;
  for (let written = 0; written < size; written += chunk.length) {
    const part = chunk.subarray(0, Math.min(chunk.length, size - written));
    crc = crc32(part, crc);
    if (!deflate.write(part)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return { compressed: Buffer.concat(out), crc, size };
}
