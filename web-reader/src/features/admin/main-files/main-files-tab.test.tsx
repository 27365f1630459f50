import { problem } from '@camino/schemas/messages/render-problem';
import type { ChapterUploadReport } from '@camino/schemas/api/admin-content';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorFromResponse } from '../../../lib/api-errors';
import { contractBody, errorBody } from '../../../test/contract-response';
import { renderWithApp } from '../../../test/render';
import '../locales/load-admin-catalogs';
import type { UploadOptions } from '../api/upload-file';
import { uploadChapterZip } from './api/upload-chapters';
import MainFilesTab from './main-files-tab';

vi.mock('./api/upload-chapters', () => ({ uploadChapterZip: vi.fn() }));
// The stored files section has its own tests (components/stored-chapters.test.tsx).
vi.mock('./api/stored-chapters', () => ({
  useStoredChapters: () => ({
    data: { volume_number: 1, has_playlist: true, chapters: [] },
    error: undefined,
    mutate: () => undefined,
  }),
  deleteStoredChapter: () => Promise.resolve(),
}));

const zip = (name: string) => new File(['PK'], name, { type: 'application/zip' });

const report = (volume: number, failed: number): ChapterUploadReport =>
  contractBody('POST /admin/upload-main-files', {
    volume,
    files_processed: 3,
    files_unchanged: 1,
    files_failed: failed,
    failed_files: Array.from({ length: failed }, (_, i) => ({
      name: `${volume}-${i + 10}.json`,
      errors: [problem('/dialogue', 'required')],
    })),
    message: 'ok',
  });

const choose = (section: HTMLElement, files: File[]) =>
  fireEvent.change(section.querySelector('input[type="file"]')!, { target: { files } });

/** Deferred uploads: each call waits until the test settles it, and can report progress. */
function deferredUploads() {
  const calls: Array<{
    name: string;
    options: UploadOptions;
    resolve: (r: ChapterUploadReport) => void;
    reject: (e: unknown) => void;
  }> = [];
  vi.mocked(uploadChapterZip).mockImplementation(
    (_kind, file, options) =>
      new Promise((resolve, reject) => calls.push({ name: file.name, options: options!, resolve, reject })),
  );
  return calls;
}

describe('MainFilesTab', () => {
  afterEach(() => vi.mocked(uploadChapterZip).mockReset());

  it('sends several ZIPs one after another, with progress, then a report for each', async () => {
    const calls = deferredUploads();
    renderWithApp(<MainFilesTab />);
    const main = screen.getByTestId('zip-upload-main');
    choose(main, [zip('Vol_30_main.zip'), zip('Vol_31_main.zip')]);
    fireEvent.click(within(main).getByRole('button', { name: 'Upload' }));

    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(vi.mocked(uploadChapterZip).mock.calls[0]![0]).toBe('main');
    const items = () => within(main).getAllByTestId('zip-item');
    expect(items()[1]).toHaveAttribute('data-status', 'queued');

    calls[0]!.options.onProgress!(0.4);
    expect(await within(items()[0]!).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(items()[0]).toHaveTextContent('Uploading… 40%');
    calls[0]!.options.onProgress!(1);
    expect(await within(items()[0]!).findByText('Processing on the server…')).toBeInTheDocument();

    calls[0]!.resolve(report(30, 0));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    calls[1]!.resolve(report(31, 7));

    await vi.waitFor(() => expect(items()[1]).toHaveAttribute('data-status', 'done'));
    expect(within(main).getByTestId('zip-batch-count')).toHaveTextContent('2 of 2 ZIPs finished');
    const second = within(items()[1]!).getByTestId('upload-report');
    expect(within(second).getByTestId('report-volume')).toHaveTextContent('Volume: 31');
    expect(within(second).getByTestId('report-processed')).toHaveTextContent('Files processed: 3');
    expect(within(second).getByTestId('report-unchanged')).toHaveTextContent('Unchanged: 1');
    expect(within(second).getByTestId('report-failed')).toHaveTextContent('Files failed: 7');
    const failed = within(second).getByTestId('report-failed-files');
    expect(
      within(failed)
        .getAllByText(/^31-\d+\.json$/)
        .map((el) => el.textContent),
    ).toEqual(['31-10.json', '31-11.json', '31-12.json', '31-13.json', '31-14.json']);
    expect(failed).toHaveTextContent('/dialogue is required');
    expect(within(second).getByTestId('report-more')).toHaveTextContent('and 2 more');
  });

  it('checks the ZIPs with a dry run first and sends the accepted ones for real only on Publish', async () => {
    const calls = deferredUploads();
    renderWithApp(<MainFilesTab />);
    const main = screen.getByTestId('zip-upload-main');
    choose(main, [zip('Vol_30_main.zip'), zip('broken.zip')]);
    fireEvent.click(within(main).getByRole('button', { name: 'Upload' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.options.dryRun).toBe(true);
    calls[0]!.resolve({
      ...report(30, 0),
      dry_run: true,
      changes: [
        { kind: 'main_file', key: '30/1', status: 'new' },
        {
          kind: 'main_file',
          key: '30/2',
          status: 'changed',
          fields: [{ pointer: '/description', before: 'a', after: 'b' }],
        },
      ],
    });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    calls[1]!.reject(errorFromResponse(400, errorBody('bad_request', 'Not a ZIP'), null));
    expect(await within(main).findByTestId('zip-main-dry-run-summary')).toHaveTextContent('1 new, 1 changed');
    expect(within(main).getAllByTestId('zip-item')[0]).toHaveTextContent('Checked: nothing stored yet');

    fireEvent.click(within(main).getByTestId('zip-main-confirm'));
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    // Only the ZIP the dry run accepted goes, for real.
    expect(calls[2]!.name).toBe('Vol_30_main.zip');
    expect(calls[2]!.options.dryRun).toBe(false);
    calls[2]!.resolve(report(30, 0));
    await vi.waitFor(() => expect(within(main).getAllByTestId('zip-item')[0]).toHaveTextContent('Done'));
    expect(within(main).queryByTestId('zip-main-dry-run')).not.toBeInTheDocument();
  });

  it('a ZIP the server refuses shows its detail and problems; the next ZIP still goes', async () => {
    const calls = deferredUploads();
    renderWithApp(<MainFilesTab />);
    const optional = screen.getByTestId('zip-upload-optional');
    choose(optional, [zip('broken.zip'), zip('Vol_32_optional.zip')]);
    fireEvent.click(within(optional).getByRole('button', { name: 'Upload' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(vi.mocked(uploadChapterZip).mock.calls[0]![0]).toBe('optional');
    calls[0]!.reject(
      errorFromResponse(
        400,
        errorBody('bad_request', 'Por favor selecciona un archivo ZIP válido', [
          problem('/file', 'zip_unreadable', {
            reason: 'end of central directory record signature not found',
          }),
        ]),
        null,
      ),
    );
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    calls[1]!.resolve(report(32, 0));
    const items = within(optional).getAllByTestId('zip-item');
    await vi.waitFor(() => expect(items[1]).toHaveAttribute('data-status', 'done'));
    expect(items[0]).toHaveAttribute('data-status', 'failed');
    expect(items[0]).toHaveTextContent('Por favor selecciona un archivo ZIP válido');
    expect(items[0]).toHaveTextContent(
      '/file is not a readable ZIP archive (end of central directory record signature not found)',
    );
  });

  it('a file that is not a ZIP is never sent; a failure without a detail says Error uploading file', async () => {
    vi.mocked(uploadChapterZip).mockRejectedValue(errorFromResponse(502, undefined, null));
    renderWithApp(<MainFilesTab />);
    const main = screen.getByTestId('zip-upload-main');
    choose(main, [new File(['{}'], '30-1.json', { type: 'application/json' }), zip('Vol_30_main.zip')]);
    fireEvent.click(within(main).getByRole('button', { name: 'Upload' }));
    const items = within(main).getAllByTestId('zip-item');
    await vi.waitFor(() => expect(items[1]).toHaveAttribute('data-status', 'failed'));
    expect(items[0]).toHaveAttribute('data-status', 'rejected');
    expect(items[0]).toHaveTextContent('Please choose a valid ZIP file');
    expect(items[1]).toHaveTextContent('Error uploading file');
    expect(uploadChapterZip).toHaveBeenCalledTimes(1);
  });

  it('Stop cancels the ZIP being sent and skips the rest', async () => {
    const calls = deferredUploads();
    renderWithApp(<MainFilesTab />);
    const main = screen.getByTestId('zip-upload-main');
    choose(main, [zip('Vol_30_main.zip'), zip('Vol_31_main.zip')]);
    fireEvent.click(within(main).getByRole('button', { name: 'Upload' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const signal = calls[0]!.options.signal!;
    fireEvent.click(within(main).getByRole('button', { name: 'Stop' }));
    expect(signal.aborted).toBe(true);
    calls[0]!.reject(new DOMException('The upload was cancelled.', 'AbortError'));
    const items = within(main).getAllByTestId('zip-item');
    await vi.waitFor(() => expect(items[1]).toHaveAttribute('data-status', 'skipped'));
    expect(items[0]).toHaveAttribute('data-status', 'skipped');
    expect(calls).toHaveLength(1);
  });
});
