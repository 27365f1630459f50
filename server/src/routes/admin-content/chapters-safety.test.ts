// Proves hostile uploads are refused safely: zip-slip names, symlinks, a 300 MB ZIP bomb and a
// lying header, oversized and truncated bodies, corrupt ZIPs; the process keeps serving after each.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../../http/listen';
import { mainChapter, mainEntries, zipOf } from '../../test/chapter-fixtures';
import { deflatedZeros, rawZip } from '../../test/raw-zip';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';
import { storedChapters, uploadFile } from '../../test/upload-helpers';

const MB = 1024 * 1024;
const ZIP_MESSAGE = 'Por favor selecciona un archivo ZIP válido';
const json = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('hostile chapter uploads', () => {
  let ctx: TestContext;
  let token: string;
  // Publishing the valid part: these ZIPs mix hostile entries with good files on purpose.
  const sendMain = (name: string, data: Buffer) =>
    uploadFile(ctx, token, '/admin/upload-main-files?valid_only=1', { name, data });
  /** The server still answers a normal upload, with the database as expected. */
  const stillWorks = async (volume: number) => {
    await sendMain(`Vol_${volume}_main.zip`, await zipOf(mainEntries(volume, 20, 20))).expect(200);
    expect((await storedChapters(ctx.db, volume, 'main')).has(20)).toBe(true);
  };

  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    ({ token } = await ctx.admin());
  });
  afterAll(() => ctx.close());

  it('reports zip-slip names and a symlink as failed files and stores only the good file', async () => {
    const zip = rawZip([
      { name: '../5-1.json', data: json(mainChapter(5, 1)) },
      { name: '/5-2.json', data: json(mainChapter(5, 2)) },
      { name: 'C:\\5-3.json', data: json(mainChapter(5, 3)) },
      { name: 'a\\..\\5-4.json', data: json(mainChapter(5, 4)) },
      { name: '5-5.json', data: json(mainChapter(5, 5)), mode: 0o120777 },
      { name: '5-6.json', data: json(mainChapter(5, 6)) },
    ]);
    const res = await sendMain('Vol_5_main.zip', zip).expect(200);
    expect(res.body).toMatchObject({ volume: 5, files_processed: 1, files_failed: 5 });
    expect(res.body.failed_files).toEqual([
      {
        name: '../5-1.json',
        errors: [
          expect.objectContaining({
            pointer: '',
            message: "climbs out of its folder with '..'; the entry was not extracted",
          }),
        ],
      },
      {
        name: '/5-2.json',
        errors: [
          expect.objectContaining({
            pointer: '',
            message: 'is an absolute path; the entry was not extracted',
          }),
        ],
      },
      {
        name: 'C:\\5-3.json',
        errors: [
          expect.objectContaining({
            pointer: '',
            message: 'has a backslash in its name; the entry was not extracted',
          }),
        ],
      },
      {
        name: 'a\\..\\5-4.json',
        errors: [
          expect.objectContaining({
            pointer: '',
            message: 'has a backslash in its name; the entry was not extracted',
          }),
        ],
      },
      {
        name: '5-5.json',
        errors: [
          expect.objectContaining({
            pointer: '',
            message: 'is a symbolic link; only regular files are accepted',
          }),
        ],
      },
    ]);
    expect([...(await storedChapters(ctx.db, 5, 'main')).keys()]).toEqual([6]);
  });

  it('refuses a 300 MB ZIP bomb entry without inflating it, and keeps the rest', async () => {
    const bomb = await deflatedZeros(300 * MB);
    expect(bomb.compressed.length).toBeLessThan(MB);
    const zip = rawZip([
      { name: '6-1.json', ...bomb },
      { name: '6-2.json', ...bomb, size: 1000 }, // the header lies: "1000 bytes"
      { name: '6-3.json', data: json(mainChapter(6, 3)) },
    ]);
    const res = await sendMain('Vol_6_main.zip', zip).expect(200);
    expect(res.body.failed_files).toEqual([
      {
        name: '6-1.json',
        errors: [
          expect.objectContaining({
            pointer: '',
            message: 'inflates to more than 2 MB; at most 2 MB per file are accepted',
          }),
        ],
      },
      {
        name: '6-2.json',
        errors: [
          expect.objectContaining({
            pointer: '',
            message: expect.stringMatching(/^is corrupt \(its size does not match its header/),
          }),
        ],
      },
    ]);
    expect([...(await storedChapters(ctx.db, 6, 'main')).keys()]).toEqual([3]);
  });

  it('refuses more than 2,000 entries with 413 before reading them', async () => {
    const zip = rawZip(
      Array.from({ length: 2001 }, (_, i) => ({ name: `x${i}.json`, data: Buffer.from('{}') })),
    );
    const res = await sendMain('Vol_7_main.zip', zip).expect(413);
    expect(res.body).toMatchObject({
      code: 'payload_too_large',
      detail: 'The ZIP holds 2001 entries; at most 2000 are accepted',
    });
    expect(await storedChapters(ctx.db, 7, 'main')).toEqual(new Map());
  });

  it('refuses a body over 50 MB with 413 and keeps serving', async () => {
    const res = await sendMain('Vol_7_main.zip', Buffer.alloc(51 * MB)).expect(413);
    expect(res.body).toEqual({ detail: 'The file is larger than 50 MB', code: 'payload_too_large' });
    await stillWorks(7);
  });

  it('refuses a corrupt or truncated ZIP with 400 and the reason', async () => {
    const good = await zipOf(mainEntries(8, 1, 3));
    for (const data of [Buffer.from('PK not really a zip'), good.subarray(0, good.length - 40)]) {
      const res = await sendMain('Vol_8_main.zip', data).expect(400);
      expect(res.body).toEqual({
        detail: ZIP_MESSAGE,
        code: 'bad_request',
        errors: [
          expect.objectContaining({
            pointer: '',
            message: expect.stringMatching(/^is not a readable ZIP archive \(.+\)$/),
          }),
        ],
      });
    }
    expect(await storedChapters(ctx.db, 8, 'main')).toEqual(new Map());
  });

  it('answers 400 to a truncated or malformed multipart body, then serves the next request', async () => {
    const boundary = 'camino-boundary';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Vol_9_main.zip"\r\n` +
      'Content-Type: application/zip\r\n\r\nPK\u0003\u0004 and then nothing';
    for (const body of [head, `--${boundary}\r\nnot a header at all\r\n\r\n`, 'no boundary anywhere']) {
      const res = await ctx.request
        .post('/api/admin/upload-main-files')
        .set(bearer(token))
        .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
        .send(body)
        .expect(400);
      expect(res.body.code).toBe('bad_request');
    }
    await stillWorks(9);
  });

  describe('on a real socket', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await listen(ctx.app, 0, '127.0.0.1');
    });
    afterAll(() => server.shutdown());

    /** Announces `announced` bytes of multipart body, sends `sent`, and returns the status (or null). */
    function partialUpload(headers: Record<string, string>, announced: number, sent: number, hangUp = false) {
      return new Promise<number | null>((resolve) => {
        const req = http.request({
          host: '127.0.0.1',
          port: server.port,
          method: 'POST',
          path: '/api/admin/upload-main-files',
          headers: {
            'Content-Type': 'multipart/form-data; boundary=x',
            'Content-Length': String(announced),
            ...headers,
          },
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? null);
          req.destroy();
        });
        req.on('error', () => resolve(null));
        req.write(Buffer.alloc(sent, 'a'), () => {
          if (hangUp) setTimeout(() => (req.destroy(), resolve(null)), 100);
        });
      });
    }

    it('answers 401 and 403 before reading a large body (only 1 MB of 60 MB is ever sent)', async () => {
      expect(await partialUpload({}, 60 * MB, MB)).toBe(401);
      const { token: member } = await ctx.member();
      expect(await partialUpload(bearer(member), 60 * MB, MB)).toBe(403);
      await stillWorks(10);
    });

    it('survives a client that hangs up half-way through an upload', async () => {
      expect(await partialUpload(bearer(token), 10 * MB, 2 * MB, true)).toBeNull();
      await stillWorks(11);
    });
  });
});
