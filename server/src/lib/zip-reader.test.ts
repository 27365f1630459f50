// Proves the ZIP reader takes only safe regular files, counts real inflated bytes against every
// cap (a bomb or a lying header is stopped early), and refuses unreadable archives as a whole.
import { describe, expect, it } from 'vitest';
import { zipOf } from '../test/chapter-fixtures';
import { deflatedZeros, rawZip } from '../test/raw-zip';
import { readZipEntries, unsafeNameReason, ZipReadError, type ZipReadOptions } from './zip-reader';

const MB = 1024 * 1024;
const LIMITS: ZipReadOptions = {
  maxEntries: 50,
  maxEntryBytes: MB,
  maxTotalBytes: 4 * MB,
  extensions: ['.json'],
};
/** How far past a cap one inflate step may go before the stream is stopped (zlib's chunk is 16 KB). */
const SLACK = 64 * 1024;

const text = (s: string) => Buffer.from(s, 'utf8');
const messagesOf = (rejected: { name: string; errors: { message: string }[] }[]) =>
  Object.fromEntries(rejected.map((r) => [r.name, r.errors.map((e) => e.message).join('; ')]));

async function readError(buffer: Buffer, options = LIMITS): Promise<ZipReadError> {
  const err = await readZipEntries(buffer, options).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ZipReadError);
  return err as ZipReadError;
}

describe('readZipEntries', () => {
  it('reads regular files, keeps folder names, and skips folders, __MACOSX and dot-files', async () => {
    const zip = await zipOf([
      ['1-1.json', '{"a":1}'],
      ['Vol_1_main/1-2.json', '{"b":"ñandú ✓"}'],
      ['__MACOSX/._1-1.json', 'resource fork'],
      ['.DS_Store', 'finder'],
      ['sub/.hidden/1-3.json', '{}'],
    ]);
    const result = await readZipEntries(zip, LIMITS);
    expect(result.entries).toEqual([
      { name: '1-1.json', text: '{"a":1}' },
      { name: 'Vol_1_main/1-2.json', text: '{"b":"ñandú ✓"}' },
    ]);
    expect(result.rejected).toEqual([]);
    expect(result.ignored).toEqual(['__MACOSX/._1-1.json', '.DS_Store', 'sub/.hidden/1-3.json']);
  });

  it('skips directory entries', async () => {
    const zip = rawZip([
      { name: 'folder/', mode: 0o040755 },
      { name: 'folder/1-1.json', data: text('{}') },
    ]);
    const result = await readZipEntries(zip, LIMITS);
    expect(result.entries.map((e) => e.name)).toEqual(['folder/1-1.json']);
    expect(result.ignored).toEqual(['folder/']);
  });

  it('rejects zip-slip names, a symlink and a non-JSON file, and still reads the rest', async () => {
    const zip = rawZip([
      { name: '../x.json', data: text('{}') },
      { name: '/x.json', data: text('{}') },
      { name: 'C:\\x.json', data: text('{}') },
      { name: 'a\\..\\x.json', data: text('{}') },
      { name: 'ok/../../x.json', data: text('{}') },
      { name: 'link.json', data: text('/etc/passwd'), mode: 0o120777 },
      { name: 'notes.txt', data: text('hello') },
      { name: 'good.json', data: text('{"ok":true}') },
    ]);
    const result = await readZipEntries(zip, LIMITS);
    expect(result.entries).toEqual([{ name: 'good.json', text: '{"ok":true}' }]);
    expect(messagesOf(result.rejected)).toEqual({
      '../x.json': "climbs out of its folder with '..'; the entry was not extracted",
      '/x.json': 'is an absolute path; the entry was not extracted',
      'C:\\x.json': 'has a backslash in its name; the entry was not extracted',
      'a\\..\\x.json': 'has a backslash in its name; the entry was not extracted',
      'ok/../../x.json': "climbs out of its folder with '..'; the entry was not extracted",
      'link.json': 'is a symbolic link; only regular files are accepted',
      'notes.txt': 'is not a .json file',
    });
    expect(result.rejected.every((r) => r.errors[0]!.pointer === '')).toBe(true);
  });

  it('rejects a symlink written by yazl with a symlink mode', async () => {
    const zip = await zipOf([['evil.json', '/etc/passwd', { mode: 0o120777 }]]);
    const result = await readZipEntries(zip, LIMITS);
    expect(result.entries).toEqual([]);
    expect(messagesOf(result.rejected)).toEqual({
      'evil.json': 'is a symbolic link; only regular files are accepted',
    });
  });

  it.each([
    ['C:/x', 'zip_name_drive'],
    ['a\u0000b', 'zip_name_control'],
    ['', 'zip_name_empty'],
    ['a/b/c.json', null],
    ['..json', null],
  ])('names %j as %j', (name, code) => {
    expect(unsafeNameReason(name)).toEqual(code && { code });
  });

  it('stops a ZIP bomb at the per-entry cap without inflating it all', async () => {
    const bomb = await deflatedZeros(64 * MB);
    expect(bomb.compressed.length).toBeLessThan(MB);
    const zip = rawZip([
      { name: 'bomb.json', ...bomb, size: 100 }, // a header that lies: "100 bytes"
      { name: 'bomb2.json', ...bomb, size: MB }, // a header that lies less: "1 MB"
      { name: 'ok.json', data: text('{}') },
    ]);
    const result = await readZipEntries(zip, LIMITS);
    expect(result.entries.map((e) => e.name)).toEqual(['ok.json']);
    const messages = messagesOf(result.rejected);
    expect(messages['bomb.json']).toMatch(/^is corrupt \(its size does not match its header/);
    // Whichever trips first, yauzl's size check or the cap, the entry is refused.
    expect(messages['bomb2.json']).toMatch(
      /^(is corrupt \(its size does not match|inflates to more than 1 MB)/,
    );
    expect(result.inflatedBytes).toBeLessThanOrEqual(100 + MB + 2 * SLACK);
  });

  it('refuses an entry whose declared size is over the cap without inflating it', async () => {
    const bomb = await deflatedZeros(2 * MB);
    const result = await readZipEntries(rawZip([{ name: 'big.json', ...bomb }]), LIMITS);
    expect(messagesOf(result.rejected)).toEqual({
      'big.json': 'inflates to more than 1 MB; at most 1 MB per file are accepted',
    });
    expect(result.inflatedBytes).toBe(0);
  });

  it('refuses the whole archive once the real total passes the total cap', async () => {
    const part = await deflatedZeros(MB - 10);
    const honest = rawZip(Array.from({ length: 6 }, (_, i) => ({ name: `${i}.json`, ...part })));
    const err = await readError(honest, { ...LIMITS, maxTotalBytes: 3 * MB });
    expect(err).toMatchObject({ reason: 'too_large', message: 'inflates to more than 3 MB in all' });
    // Headers that understate the sizes do not help: each entry stops just past what it declared.
    const lying = rawZip(Array.from({ length: 6 }, (_, i) => ({ name: `${i}.json`, ...part, size: 10 })));
    const result = await readZipEntries(lying, { ...LIMITS, maxTotalBytes: 3 * MB });
    expect(result.entries).toEqual([]);
    expect(result.rejected).toHaveLength(6);
    expect(result.inflatedBytes).toBeLessThanOrEqual(6 * SLACK);
  });

  it('refuses more entries than the entry cap before reading any', async () => {
    const zip = rawZip(Array.from({ length: 51 }, (_, i) => ({ name: `${i}.json`, data: text('{}') })));
    const err = await readError(zip);
    expect(err).toMatchObject({
      reason: 'too_many_entries',
      message: 'holds 51 entries; at most 50 are accepted',
    });
  });

  it('refuses bytes that are not a ZIP, and a truncated ZIP', async () => {
    expect((await readError(text('not a zip at all'))).reason).toBe('corrupt');
    const zip = await zipOf([['1-1.json', '{}']]);
    const truncated = await readError(zip.subarray(0, zip.length - 30));
    expect(truncated.reason).toBe('corrupt');
    expect(truncated.message).toMatch(/^is not a readable ZIP archive \(/);
  });

  it('rejects corrupt data, a wrong CRC, encryption and text that is not UTF-8', async () => {
    const zip = rawZip([
      { name: 'garbage.json', compressed: Buffer.from([0xff, 0xff, 0xff, 0xff]), crc: 0, size: 10 },
      { name: 'crc.json', data: text('{"a":1}'), crc: 12345 },
      { name: 'secret.json', data: text('{}'), flags: 0x1 },
      { name: 'latin1.json', data: Buffer.from('{"a":"\u00f1"}', 'latin1') },
      { name: 'bom.json', data: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), text('{"b":2}')]) },
    ]);
    const result = await readZipEntries(zip, LIMITS);
    expect(result.entries).toEqual([{ name: 'bom.json', text: '{"b":2}' }]);
    const messages = messagesOf(result.rejected);
    expect(messages['garbage.json']).toMatch(/^is corrupt \(/);
    expect(messages['crc.json']).toBe('is corrupt (its CRC-32 does not match its data)');
    expect(messages['secret.json']).toBe('is encrypted; encrypted entries are not accepted');
    expect(messages['latin1.json']).toBe('is not valid UTF-8 text');
  });
});
