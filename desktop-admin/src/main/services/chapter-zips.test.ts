// Proves the desktop's ZIP import and pack keep to the server's caps, read from the route table's
// upload rule (schemas), so a ZIP the desktop accepts is one the server reads too.
import { problem } from '@camino/schemas/messages/render-problem';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@camino/schemas/api/routes';
import { CONTENT_ZIP_ENTRIES } from '@camino/schemas/constants';
import type { WorkspaceSnapshot } from '../../shared/workspace-types';
import { buildTemasZip, readChapterZip } from './chapter-zips';

const { maxEntries, maxEntryBytes } = CONTENT_ZIP_ENTRIES;
const MB = 1024 * 1024;

async function zipOf(count: number) {
  const zip = new JSZip();
  for (let i = 1; i <= count; i++) zip.file(`3-${i}.json`, '{}');
  return zip.generateAsync({ type: 'uint8array' });
}

describe('content ZIP caps', () => {
  it('are the caps of the upload routes', () => {
    expect(API_ROUTES['POST /admin/upload-main-files'].upload.zip).toBe(CONTENT_ZIP_ENTRIES);
    expect(API_ROUTES['POST /admin/upload-temas'].upload.zip).toBe(CONTENT_ZIP_ENTRIES);
  });

  it('an imported ZIP may hold as many entries as the server reads, and no more', async () => {
    expect((await readChapterZip('Vol_3_main.zip', await zipOf(maxEntries))).ok).toBe(true);
    expect(await readChapterZip('Vol_3_main.zip', await zipOf(maxEntries + 1))).toEqual({
      ok: false,
      problems: [problem('', 'zip_file_entries', { file: 'Vol_3_main.zip', max: maxEntries })],
    });
  });

  it('an imported entry larger than the server reads is skipped, with why', async () => {
    const zip = new JSZip();
    zip.file('3-1.json', '{}');
    zip.file('3-2.json', ' '.repeat(maxEntryBytes + 1));
    const read = await readChapterZip('Vol_3_main.zip', await zip.generateAsync({ type: 'uint8array' }));
    expect(read.ok && read.value.files.map((f) => f.path)).toEqual(['main/Vol_3/3-1.json']);
    expect(read.ok && read.value.skipped).toEqual([
      { name: '3-2.json', reason: { code: 'skip_too_large', params: { size: `${maxEntryBytes / MB} MB` } } },
    ]);
  });

  it('a pack whose entry the server would refuse is not written', async () => {
    const snapshot = { files: [{ path: 'temas/big.json', kind: 'tema' }], problems: [] };
    const text = ' '.repeat(maxEntryBytes + 1);
    expect(await buildTemasZip(snapshot as unknown as WorkspaceSnapshot, async () => text)).toEqual({
      ok: false,
      problems: [problem('', 'file_too_large', { file: 'temas/big.json', size: `${maxEntryBytes / MB} MB` })],
    });
  });

  it('a pack the server would refuse is not written', async () => {
    const files = Array.from({ length: maxEntries + 1 }, (_, i) => ({
      path: `temas/t${i}.json`,
      kind: 'tema' as const,
    }));
    const snapshot = { files, problems: [] } as unknown as WorkspaceSnapshot;
    expect(await buildTemasZip(snapshot, async () => '{}')).toEqual({
      ok: false,
      problems: [problem('', 'zip_file_entries', { file: 'temas.zip', max: maxEntries })],
    });
  });
});
