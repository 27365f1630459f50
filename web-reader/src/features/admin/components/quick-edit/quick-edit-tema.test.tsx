// The quick editor on a theme: read through GET /admin/tema/{id} (hidden themes
// too), drawn as the theme's page lists it, checked by the server's own tema validator (the
// title must stay, or the upload would add another theme), and saved as the themes ZIP with
// this one file: the dry run first, then the real upload.
import { problem } from '@camino/schemas/messages/render-problem';
import type { TemaUpload } from '@camino/schemas/tema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiNavigator } from '../../../../lib/api-client';
import i18n from '../../../../lib/i18n';
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

const tema: TemaUpload = {
  title: 'Perdón',
  items: [
    {
      info: { volume: 2, index: 4, date: '9 de marzo', link: '[Volumen 2, capítulo 4](/volume/2?chapter=4)' },
      dialogue_summary: [{ speaker: 'Maestro', summary: 'Perdonar setenta veces siete.' }],
    },
  ],
};

const report = (dryRun: boolean, failed = false) =>
  contractBody('POST /admin/upload-temas', {
    files_processed: failed ? 0 : 1,
    files_failed: failed ? 1 : 0,
    failed_files: failed ? [{ name: 'tema.json', errors: [problem('/items', 'required')] }] : [],
    processed_temas: failed ? [] : [{ id: 8, title: 'Perdón' }],
    ...(dryRun ? { dry_run: true as const } : {}),
    changes: [
      {
        kind: 'tema',
        key: 'perdon',
        status: 'changed',
        fields: [
          {
            pointer: '/tema/items/0/dialogue_summary/0/summary',
            before: 'Perdonar setenta veces siete.',
            after: 'Perdonar siempre.',
          },
        ],
      },
    ],
    revision: dryRun ? null : 21,
  });

async function openTema() {
  renderWithApp(<QuickEditButton target={{ kind: 'tema', key: '8', title: 'Perdón' }} label="Edit Perdón" />);
  fireEvent.click(screen.getByTestId('quick-edit-open'));
  return screen.findByTestId('quick-edit-preview', {}, { timeout: 10_000 });
}

async function typeJson(value: unknown, editLabel = 'Edit') {
  fireEvent.click(screen.getByRole('radio', { name: editLabel }));
  const text = await screen.findByRole('textbox', { name: /JSON/ }, { timeout: 10_000 });
  fireEvent.change(text, { target: { value: JSON.stringify(value) } });
}

const edited: TemaUpload = {
  ...tema,
  items: [{ ...tema.items[0]!, dialogue_summary: [{ speaker: 'Maestro', summary: 'Perdonar siempre.' }] }],
};

describe('QuickEditModal (theme)', () => {
  beforeEach(() => {
    saveSession({ access_token: 'token', user_type: 'admin', user_info: {} });
    setApiNavigator(vi.fn());
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        expect(String(input)).toContain('/admin/tema/8');
        return contractResponse('GET /admin/tema/:id', {
          id: 8,
          title: 'Perdón',
          encoded_content: encodedContent('GET /admin/tema/:id', tema),
          lang: 'es',
          fallback: false,
        });
      }),
    );
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.mocked(uploadFile).mockReset();
    await i18n.changeLanguage('en');
  });

  it('shows the theme as its page does, then saves an edit through the themes ZIP: dry run, then one upload', async () => {
    vi.mocked(uploadFile).mockImplementation(
      async (_route, _file, options) => report(!!options?.dryRun) as never,
    );
    const preview = await openTema();
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Quick edit: Theme Perdón');
    expect(preview).toHaveTextContent('Volume 2, chapter 4');
    expect(preview).toHaveTextContent('Maestro: Perdonar setenta veces siete.');

    await typeJson(edited);
    expect(screen.getByTestId('quick-edit-valid')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Changes' }));
    expect(screen.getByTestId('change-field')).toHaveTextContent('/items/0/dialogue_summary/0/summary');
    expect(screen.getByTestId('change-field')).toHaveTextContent('Perdonar siempre.');

    fireEvent.click(screen.getByTestId('quick-edit-save'));
    expect(await screen.findByTestId('quick-edit-dry-run-summary')).toHaveTextContent('1 changed');
    const [route, file, options] = vi.mocked(uploadFile).mock.calls[0]!;
    expect(route).toBe('POST /admin/upload-temas');
    expect(file.name).toBe('tema.zip');
    expect(options).toEqual({ dryRun: true });
    fireEvent.click(screen.getByTestId('quick-edit-confirm'));
    expect(await screen.findByTestId('quick-edit-saved')).toHaveTextContent('Saved as revision 21.');
    expect(vi.mocked(uploadFile).mock.calls).toHaveLength(2);
    expect(vi.mocked(uploadFile).mock.calls[1]![2]).toEqual({ dryRun: false });
  });

  it("refuses, as one types and in the UI's language, what the server would refuse, and another title", async () => {
    await i18n.changeLanguage('es');
    await openTema();
    await typeJson({ title: 'Perdón', items: [{ info: tema.items[0]!.info }] }, 'Editar');
    const problems = await screen.findByTestId('quick-edit-problems');
    expect(problems).toHaveTextContent('/items/0');
    expect(problems).toHaveTextContent('dialogue_summary');
    expect(screen.getByTestId('quick-edit-save')).toBeDisabled();

    // Only the spelling of the title may change: another title would add a second theme.
    fireEvent.change(screen.getByRole('textbox', { name: /JSON/ }), {
      target: { value: JSON.stringify({ ...tema, title: 'Paz' }) },
    });
    await waitFor(() => expect(screen.getByTestId('quick-edit-problems')).toHaveTextContent('/title'));
    fireEvent.change(screen.getByRole('textbox', { name: /JSON/ }), {
      target: { value: JSON.stringify({ ...edited, title: 'PERDON' }) },
    });
    expect(await screen.findByTestId('quick-edit-valid')).toBeInTheDocument();
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it("a theme the upload's report refuses shows its problems and is not saved", async () => {
    vi.mocked(uploadFile).mockResolvedValue(report(true, true) as never);
    await openTema();
    await typeJson(edited);
    fireEvent.click(screen.getByTestId('quick-edit-save'));
    expect(await screen.findByTestId('quick-edit-error')).toHaveTextContent('/items');
    expect(screen.queryByTestId('quick-edit-dry-run')).not.toBeInTheDocument();
  });
});
