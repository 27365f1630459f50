import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StoredChapter } from '@camino/schemas/api/admin-content';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiNavigator } from '../../../../lib/api-client';
import i18n from '../../../../lib/i18n';
import { saveSession } from '../../../../lib/session';
import { contractResponse, gatewayFailure } from '../../../../test/contract-response';
import { renderWithApp } from '../../../../test/render';
import '../../locales/load-admin-catalogs';
import { StoredChapters } from './stored-chapters';

const file = (index: number, kind: 'main' | 'optional', inPlaylist: boolean): StoredChapter => ({
  index,
  kind,
  in_playlist: inPlaylist,
  title: inPlaylist ? `1-${index}. Capítulo ${index}` : null,
  updated_at: '2026-03-02T10:05:00.000Z',
});

/**
 * A fake API: GET /admin/chapters/{v} answers what `byVolume` holds; DELETE removes one (or
 * fails), and its dry run names the file it would remove.
 */
function fakeApi(byVolume: Record<number, StoredChapter[]>, { failDelete = false } = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const parts = url.pathname.split('/');
    if (init?.method === 'DELETE') {
      const [volume, index] = [Number(parts[4]), Number(parts[5])];
      const kind = url.searchParams.get('kind');
      // The dry run names the file it would remove and removes nothing.
      if (url.searchParams.get('dry_run') === '1') {
        return contractResponse('DELETE /admin/chapters/:volume/:index', {
          message: 'would be deleted',
          dry_run: true,
          revision: null,
          changes: [
            {
              kind: kind === 'main' ? 'main_file' : 'optional_file',
              key: `${volume}/${index}`,
              status: 'removed',
            },
          ],
        });
      }
      if (failDelete) return gatewayFailure(502);
      byVolume[volume] = byVolume[volume]!.filter((c) => !(c.index === index && c.kind === kind));
      return contractResponse('DELETE /admin/chapters/:volume/:index', { message: 'deleted' });
    }
    const volume = Number(parts[4]);
    return contractResponse('GET /admin/chapters/:volume', {
      volume_number: volume,
      has_playlist: volume === 1,
      chapters: byVolume[volume] ?? [],
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const deletes = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([input]) => String(input));

describe('StoredChapters', () => {
  beforeEach(() => {
    saveSession({ access_token: 'token', user_type: 'admin', user_info: {} });
    setApiNavigator(vi.fn());
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('lists a volume’s stored files with whether the playlist has each; only stale ones can be deleted', async () => {
    fakeApi({ 1: [file(1, 'main', true), file(1, 'optional', true), file(6, 'main', false)] });
    renderWithApp(<StoredChapters />);
    const current = await screen.findByTestId('stored-main-1');
    expect(current).toHaveTextContent('1-1.json');
    expect(current).toHaveTextContent('In the playlist');
    expect(current).toHaveTextContent('1-1. Capítulo 1');
    expect(screen.getByTestId('stored-optional-1')).toHaveTextContent('1-1_o.json');
    expect(screen.getByTestId('stored-main-6')).toHaveTextContent('Not in the playlist');
    expect(screen.queryByRole('button', { name: 'Delete 1-1.json' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete 1-6.json' })).toBeInTheDocument();
  });

  it('deletes only after the confirmation, then refreshes the list', async () => {
    const fetchMock = fakeApi({ 1: [file(1, 'main', true), file(6, 'main', false)] });
    renderWithApp(<StoredChapters />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 1-6.json' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the stored file 1-6.json?');
    // The dry run first: what would go, shown in the confirmation; nothing deleted yet.
    const summary = await within(dialog).findByTestId('stored-delete-dry-run-summary');
    expect(summary).toHaveTextContent('1 removed');
    const item = within(dialog).getByTestId('change-item');
    expect(item).toHaveAttribute('data-status', 'removed');
    expect(item).toHaveTextContent('Main file');
    expect(item).toHaveTextContent('1/6');
    expect(deletes(fetchMock)).toEqual(['/api/admin/chapters/1/6?kind=main&dry_run=1']);
    expect(screen.getByTestId('stored-main-6')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('stored-chapters-feedback')).toHaveTextContent('1-6.json was deleted.');
    await waitFor(() => expect(screen.queryByTestId('stored-main-6')).not.toBeInTheDocument());
    expect(screen.getByTestId('stored-main-1')).toBeInTheDocument();
    expect(deletes(fetchMock)).toEqual([
      '/api/admin/chapters/1/6?kind=main&dry_run=1',
      '/api/admin/chapters/1/6?kind=main',
    ]);
  });

  it('the confirmation in Spanish names the optional file the dry run would remove', async () => {
    await i18n.changeLanguage('es');
    fakeApi({ 1: [file(6, 'optional', false)] });
    renderWithApp(<StoredChapters />);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar 1-6_o.json' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('stored-delete-dry-run-summary')).toHaveTextContent(
      '1 eliminado',
    );
    expect(within(dialog).getByTestId('change-item')).toHaveTextContent('Eliminado');
    expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeEnabled();
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const fetchMock = fakeApi({ 1: [file(6, 'optional', false)] });
    renderWithApp(<StoredChapters />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 1-6_o.json' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes(fetchMock)).toEqual(['/api/admin/chapters/1/6?kind=optional&dry_run=1']);
    expect(screen.getByTestId('stored-optional-6')).toBeInTheDocument();
  });

  it('shows another volume, and says when it has no playlist or no files (Spanish)', async () => {
    await i18n.changeLanguage('es');
    fakeApi({ 1: [file(1, 'main', true)], 7: [file(2, 'main', false)] });
    renderWithApp(<StoredChapters />);
    await screen.findByTestId('stored-main-1');
    fireEvent.change(screen.getByTestId('stored-chapters-volume'), { target: { value: '7' } });
    expect(await screen.findByTestId('stored-chapters-no-playlist')).toHaveTextContent(
      'El volumen 7 no tiene playlist',
    );
    expect(screen.getByTestId('stored-main-2')).toHaveTextContent('Fuera de la playlist');
    fireEvent.change(screen.getByTestId('stored-chapters-volume'), { target: { value: '8' } });
    expect(await screen.findByTestId('stored-chapters-empty')).toHaveTextContent(
      'El volumen 8 no tiene archivos de capítulos guardados.',
    );
  });

  it('a failed delete without a detail says so and keeps the file listed', async () => {
    fakeApi({ 1: [file(6, 'main', false)] }, { failDelete: true });
    renderWithApp(<StoredChapters />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 1-6.json' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('stored-delete-dry-run');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('stored-chapters-feedback')).toHaveTextContent(
      'Error deleting the chapter file',
    );
    expect(screen.getByTestId('stored-main-6')).toBeInTheDocument();
  });
});
