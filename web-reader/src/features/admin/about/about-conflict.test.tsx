// Proves the About editor's base handling: each save sends the base it was made from, a 409
// stale_base keeps the admin's text and offers Load their version and Keep mine, and each of those
// continues from the server's current text and base.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiNavigator } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { contractResponse, errorResponse } from '../../../test/contract-response';
import { renderWithApp } from '../../../test/render';
import '../locales/load-admin-catalogs';
import AboutTab from './about-tab';

const OURS = 'a'.repeat(64);
const THEIRS = 'b'.repeat(64);
const MINE = '# Mío';

describe('AboutTab with another admin saving meanwhile', () => {
  // What the server stores now; a save from another base is refused.
  let stored: { text: string; hash: string };
  let saves: Array<{ base: string | null; dryRun: boolean; content: string }>;
  beforeEach(() => {
    saveSession({ access_token: 'token', user_type: 'admin', user_info: {} });
    setApiNavigator(vi.fn());
    stored = { text: '# Original', hash: OURS };
    saves = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = new URL(String(input), 'http://x');
        if (url.pathname === '/api/admin/content-item') {
          return contractResponse('GET /admin/content-item', {
            kind: 'about',
            key: 'about',
            hash: stored.hash,
            content: { content: stored.text },
          });
        }
        if (url.pathname === '/api/admin/about' && init?.method === 'POST') {
          const { content } = JSON.parse(String(init.body)) as { content: string };
          const base = url.searchParams.get('base');
          const dryRun = url.searchParams.has('dry_run');
          saves.push({ base, dryRun, content });
          if (base !== stored.hash) {
            return errorResponse(409, 'stale_base', {
              errors: [
                {
                  pointer: '/base',
                  code: 'stale_base',
                  params: { item: 'about/about' },
                  message: 'about/about cambió en el servidor después de leerse',
                },
              ],
            });
          }
          if (!dryRun) stored = { text: content, hash: 'c'.repeat(64) };
          return contractResponse('POST /admin/about', {
            message: 'Contenido guardado exitosamente',
            content,
            changes: [
              {
                kind: 'about',
                key: 'about',
                status: 'changed',
                fields: [{ pointer: '/content', before: stored.text, after: content }],
              },
            ],
          });
        }
        throw new Error(`unexpected ${url.pathname}`);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const editor = () => screen.getByRole('textbox', { name: /About content/ });

  /** Opens About, types MINE, has another admin publish, then presses Save and Publish. */
  async function conflictAtPublish() {
    renderWithApp(<AboutTab />);
    await waitFor(() => expect(editor()).toHaveValue('# Original'));
    fireEvent.change(editor(), { target: { value: MINE } });
    fireEvent.click(screen.getByTestId('about-save'));
    await screen.findByTestId('about-dry-run-summary');
    stored = { text: '# Suyo', hash: THEIRS };
    fireEvent.click(screen.getByTestId('about-confirm'));
    return screen.findByTestId('about-conflict');
  }

  it('a publish over a newer change is refused: the text stays and both choices are offered', async () => {
    const notice = await conflictAtPublish();
    expect(saves.map((s) => [s.base, s.dryRun])).toEqual([
      [OURS, true],
      [OURS, false],
    ]);
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent(
      'Someone else changed this content after you opened it; nothing was saved',
    );
    expect(notice).toHaveTextContent('about/about changed on the server after it was read');
    expect(editor()).toHaveValue(MINE);
    expect(within(notice).getByRole('button', { name: 'Load their version' })).toBeEnabled();
    expect(within(notice).getByRole('button', { name: 'Keep mine' })).toBeEnabled();
    // No Publish of the refused review, which would be refused again.
    expect(screen.queryByTestId('about-confirm')).toBeNull();
    expect(screen.queryByTestId('about-banner')).toBeNull();
    expect(stored.text).toBe('# Suyo');
  });

  it('Load their version asks first, then puts their text in the editor and saves from their base', async () => {
    await conflictAtPublish();
    fireEvent.click(screen.getByRole('button', { name: 'Load their version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your text?' });
    // Cancel keeps the admin's text.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(editor()).toHaveValue(MINE);

    fireEvent.click(screen.getByRole('button', { name: 'Load their version' }));
    fireEvent.click(await screen.findByTestId('about-replace-confirm'));
    await waitFor(() => expect(editor()).toHaveValue('# Suyo'));
    expect(screen.queryByTestId('about-conflict')).toBeNull();

    fireEvent.change(editor(), { target: { value: '# Suyo y mío' } });
    fireEvent.click(screen.getByTestId('about-save'));
    await screen.findByTestId('about-dry-run-summary');
    expect(saves.at(-1)).toEqual({ base: THEIRS, dryRun: true, content: '# Suyo y mío' });
  });

  it('Keep mine checks the same text again from their base, and publishes it on confirm', async () => {
    await conflictAtPublish();
    fireEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    // The new dry run compares the admin's text with theirs.
    const summary = await screen.findByTestId('about-dry-run-summary');
    expect(summary).toHaveTextContent('1 changed');
    expect(saves.at(-1)).toEqual({ base: THEIRS, dryRun: true, content: MINE });
    expect(screen.queryByTestId('about-conflict')).toBeNull();
    expect(stored.text).toBe('# Suyo');

    fireEvent.click(screen.getByTestId('about-confirm'));
    expect(await screen.findByTestId('about-banner')).toHaveTextContent('Content saved successfully');
    expect(saves.at(-1)).toEqual({ base: THEIRS, dryRun: false, content: MINE });
    expect(stored.text).toBe(MINE);

    // The published text's new base is read back: the next save is not refused.
    fireEvent.change(editor(), { target: { value: '# Otra vez' } });
    fireEvent.click(screen.getByTestId('about-save'));
    await screen.findByTestId('about-dry-run-summary');
    expect(saves.at(-1)).toEqual({ base: 'c'.repeat(64), dryRun: true, content: '# Otra vez' });
  });

  it('a dry run over a newer change is refused the same way, in Spanish too', async () => {
    renderWithApp(<AboutTab />);
    await waitFor(() => expect(editor()).toHaveValue('# Original'));
    await i18n.changeLanguage('es');
    try {
      fireEvent.change(screen.getByRole('textbox', { name: /Contenido de Acerca de/ }), {
        target: { value: MINE },
      });
      stored = { text: '# Suyo', hash: THEIRS };
      fireEvent.click(screen.getByTestId('about-save'));
      const notice = await screen.findByTestId('about-conflict');
      expect(notice).toHaveTextContent(
        'Otra persona cambió este contenido después de que lo abrieras; no se guardó nada',
      );
      expect(within(notice).getByRole('button', { name: 'Cargar su versión' })).toBeEnabled();
      expect(within(notice).getByRole('button', { name: 'Conservar la mía' })).toBeEnabled();
      expect(screen.getByTestId('about-editor')).toHaveValue(MINE);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
