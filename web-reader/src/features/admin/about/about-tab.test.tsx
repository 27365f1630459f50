import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiNavigator } from '../../../lib/api-client';
import { BadRequestError } from '../../../lib/api-errors';
import { saveSession } from '../../../lib/session';
import {
  contractBody,
  contractResponse,
  errorResponse,
  gatewayFailure,
} from '../../../test/contract-response';
import { renderWithApp } from '../../../test/render';
import { uploadFile } from '../api/upload-file';
import '../locales/load-admin-catalogs';
import AboutTab from './about-tab';

vi.mock('../api/upload-file', () => ({ uploadFile: vi.fn() }));

describe('AboutTab', () => {
  let saveAnswer: () => Response;
  let saved: unknown;
  beforeEach(() => {
    saveSession({ access_token: 'token', user_type: 'admin', user_info: {} });
    setApiNavigator(vi.fn());
    saveAnswer = () =>
      contractResponse('POST /admin/about', {
        message: 'Contenido guardado exitosamente',
        content: '# Nuevo',
        changes: [
          {
            kind: 'about',
            key: 'about',
            status: 'changed',
            fields: [{ pointer: '/content', before: '# Acerca de', after: '# Nuevo' }],
          },
        ],
      });
    saved = undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = new URL(String(input), 'http://x');
        const path = url.pathname;
        if (path === '/api/admin/content-item') {
          // The stored source with its base, in one read.
          if (url.search !== '?kind=about&key=about') throw new Error(`About read as ${url.search}`);
          return contractResponse('GET /admin/content-item', {
            kind: 'about',
            key: 'about',
            hash: 'a'.repeat(64),
            content: { content: '# Acerca de\n\nTexto **actual**' },
          });
        }
        if (path === '/api/admin/about' && init?.method === 'POST') {
          // Every save is made from the base the editor read.
          if (url.searchParams.get('base') !== 'a'.repeat(64))
            throw new Error('About saved without its base');
          saved = JSON.parse(String(init.body));
          return saveAnswer();
        }
        throw new Error(`unexpected ${path}`);
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(uploadFile).mockReset();
  });

  const editor = () => screen.getByRole('textbox', { name: /About content/ });

  it('loads the current text into a 12-row editor with a counter and the same preview as /about', async () => {
    renderWithApp(<AboutTab />);
    await waitFor(() => expect(editor()).toHaveValue('# Acerca de\n\nTexto **actual**'));
    expect(editor()).toHaveAttribute('rows', '12');
    expect(screen.getByTestId('about-count')).toHaveTextContent('29 / 100,000 characters');
    const preview = screen.getByTestId('about-preview');
    expect(preview.querySelector('h2')).toHaveTextContent('Acerca de');
    expect(preview.querySelector('strong')).toHaveTextContent('actual');
  });

  it('Save is disabled while the text is blank; a save shows the green banner', async () => {
    renderWithApp(<AboutTab />);
    await waitFor(() => expect(editor()).toHaveValue('# Acerca de\n\nTexto **actual**'));
    fireEvent.change(editor(), { target: { value: '   \n ' } });
    expect(screen.getByTestId('about-save')).toBeDisabled();
    fireEvent.change(editor(), { target: { value: '# Nuevo' } });
    fireEvent.click(screen.getByTestId('about-save'));
    // The dry run first: it names the change; the text is saved on Publish.
    expect(await screen.findByTestId('about-dry-run-summary')).toHaveTextContent('1 changed');
    expect(saved).toEqual({ content: '# Nuevo' });
    saved = undefined;
    fireEvent.click(screen.getByTestId('about-confirm'));
    const banner = await screen.findByTestId('about-banner');
    expect(banner).toHaveTextContent('✅ Content saved successfully');
    expect(banner).toHaveAttribute('data-success', 'true');
    expect(saved).toEqual({ content: '# Nuevo' });
  });

  it('a refused save shows ❌ Error: with the server detail, or the fallback, in red', async () => {
    saveAnswer = () => errorResponse(422, 'invalid_body', { detail: 'content is too long' });
    renderWithApp(<AboutTab />);
    await waitFor(() => expect(screen.getByTestId('about-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('about-save'));
    const banner = await screen.findByTestId('about-banner');
    expect(banner).toHaveTextContent('❌ Error: content is too long');
    expect(banner).toHaveAttribute('data-success', 'false');

    saveAnswer = () => gatewayFailure(502);
    fireEvent.click(screen.getByTestId('about-save'));
    await waitFor(() => expect(screen.getByTestId('about-banner')).toHaveTextContent('Error saving content'));
    expect(editor()).toHaveValue('# Acerca de\n\nTexto **actual**');
  });

  it('a .md file fills the editor without saving; another type is refused before sending', async () => {
    vi.mocked(uploadFile).mockResolvedValue(
      contractBody('POST /admin/about/upload', { content: '# Desde archivo', filename: 'about.md' }),
    );
    const { container } = renderWithApp(<AboutTab />);
    await waitFor(() => expect(editor()).toHaveValue('# Acerca de\n\nTexto **actual**'));
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;

    fireEvent.change(input, { target: { files: [new File(['x'], 'about.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Please choose a .md file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load into the editor' })).toBeDisabled();

    fireEvent.change(input, { target: { files: [new File(['# Desde archivo'], 'about.md')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Load into the editor' }));
    await waitFor(() => expect(editor()).toHaveValue('# Desde archivo'));
    expect(vi.mocked(uploadFile).mock.calls[0]![0]).toBe('POST /admin/about/upload');
    expect(screen.getByTestId('about-banner')).toHaveTextContent('about.md loaded successfully');
    expect(saved).toBeUndefined();
  });

  it('an upload error shows the server detail, or Error uploading file', async () => {
    vi.mocked(uploadFile).mockRejectedValue(new BadRequestError(400, 'bad_request', 'El archivo está vacío'));
    const { container } = renderWithApp(<AboutTab />);
    await waitFor(() => expect(screen.getByTestId('about-save')).toBeEnabled());
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([''], 'empty.md')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Load into the editor' }));
    expect(await screen.findByTestId('about-banner')).toHaveTextContent('❌ Error: El archivo está vacío');
  });
});
