// The quick editor on a stored main chapter file: read through the member route, checked by the
// server's main-chapter validator, saved as the volume's ZIP with this one file (dry run first);
// a file the server's report refuses is shown as refused, never as saved.
import { problem } from '@camino/schemas/messages/render-problem';
import type { MainChapter } from '@camino/schemas/main-chapter';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiNavigator } from '../../../../lib/api-client';
import { saveSession } from '../../../../lib/session';
import { contractBody, contractResponse, encodedContent } from '../../../../test/contract-response';
import { renderWithApp } from '../../../../test/render';
import '../../locales/load-admin-catalogs';
import { uploadFile } from '../../api/upload-file';
import { QuickEditButton } from './quick-edit-button';

vi.mock('../../api/upload-file', () => ({ uploadFile: vi.fn() }));
vi.mock('./code-editor', () => ({
  default: ({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) => (
    <textarea aria-label={label} defaultValue={value} onChange={(e) => onChange(e.currentTarget.value)} />
  ),
}));

const chapter: MainChapter = {
  info: { volume: 3, index: 2, date: '5 de enero' },
  description: 'Una **parábola** sobre la viña.',
  dialogue: [{ speaker: 'Ana', text: 'Hoy leemos Juan 15.' }],
};

const report = (over: { failed?: boolean; dryRun?: boolean } = {}) =>
  contractBody('POST /admin/upload-main-files', {
    volume: 3,
    files_processed: over.failed ? 0 : 1,
    files_unchanged: 0,
    files_failed: over.failed ? 1 : 0,
    failed_files: over.failed ? [{ name: '3-2.json', errors: [problem('/dialogue', 'required')] }] : [],
    message: over.failed ? '1 file refused' : '1 file stored',
    ...(over.dryRun ? { dry_run: true as const } : {}),
    changes: [
      {
        kind: 'main_file',
        key: '3/2',
        status: 'changed',
        fields: [{ pointer: '/description', before: 'viña', after: 'vid' }],
      },
    ],
    revision: over.dryRun ? null : 12,
  });

describe('QuickEditModal (main chapter file)', () => {
  beforeEach(() => {
    saveSession({ access_token: 'token', user_type: 'admin', user_info: {} });
    setApiNavigator(vi.fn());
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        // The source file, whatever the admin's language: the quick editor saves over it.
        expect(new URL(String(input), 'http://x').searchParams.get('lang')).toBe('es');
        return contractResponse('GET /main-file/:volume/:index', {
          volume: 3,
          index: 2,
          encoded_content: encodedContent('GET /main-file/:volume/:index', chapter),
          lang: 'es',
          fallback: false,
        });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(uploadFile).mockReset();
  });

  async function editDescription(description: string) {
    renderWithApp(<QuickEditButton target={{ kind: 'main_file', key: '3/2' }} label="Edit 3-2.json" />);
    fireEvent.click(screen.getByTestId('quick-edit-open'));
    const preview = await screen.findByTestId('quick-edit-preview', {}, { timeout: 10_000 });
    expect(preview.querySelector('strong')).toHaveTextContent('parábola');
    fireEvent.click(screen.getByRole('radio', { name: 'Edit' }));
    const text = await screen.findByRole('textbox', { name: /JSON/ }, { timeout: 10_000 });
    fireEvent.change(text, {
      target: { value: JSON.stringify({ ...chapter, description }) },
    });
    fireEvent.click(screen.getByTestId('quick-edit-save'));
  }

  it('saves through the volume ZIP upload (Vol_3_main.zip): the dry run, then the real upload', async () => {
    vi.mocked(uploadFile).mockImplementation(
      async (_route, _file, options) => report({ dryRun: options?.dryRun }) as never,
    );
    await editDescription('Una **parábola** sobre la vid.');
    expect(await screen.findByTestId('quick-edit-dry-run-summary')).toHaveTextContent('1 changed');
    const [route, file, options] = vi.mocked(uploadFile).mock.calls[0]!;
    expect(route).toBe('POST /admin/upload-main-files');
    expect(file.name).toBe('Vol_3_main.zip');
    expect(options).toEqual({ dryRun: true });
    fireEvent.click(screen.getByTestId('quick-edit-confirm'));
    expect(await screen.findByTestId('quick-edit-saved')).toHaveTextContent('Saved as revision 12.');
    expect(vi.mocked(uploadFile).mock.calls[1]![2]).toEqual({ dryRun: false });
  });

  it("a file the server's report refuses shows its problems and is not saved", async () => {
    vi.mocked(uploadFile).mockResolvedValue(report({ failed: true, dryRun: true }) as never);
    await editDescription('Una **parábola** sobre la vid.');
    const error = await screen.findByTestId('quick-edit-error');
    expect(error).toHaveTextContent('/dialogue');
    expect(screen.queryByTestId('quick-edit-dry-run')).not.toBeInTheDocument();
  });
});
