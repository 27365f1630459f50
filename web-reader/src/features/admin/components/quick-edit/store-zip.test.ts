// The stored ZIP is opened by yauzl, the ZIP reader the server's uploads use, so a quick edit's
// one-file ZIP is read exactly as an admin's batch is.
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { crc32, storeZip } from './store-zip';

function readZip(bytes: Uint8Array): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error) return reject(error);
      const files: Record<string, string> = {};
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files[entry.fileName] = Buffer.concat(chunks).toString('utf8');
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('storeZip', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it("writes a ZIP the server's reader opens, UTF-8 names and texts intact", async () => {
    const files = { '3-2.json': '{"description":"Señor, ¿a quién iremos?"}', 'ñandú.json': '[]' };
    expect(await readZip(storeZip(files))).toEqual(files);
  });
});
