import { problem } from '@camino/schemas/messages/render-problem';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminPlaylist } from '@camino/schemas/api/admin-content';
import { messageText } from '@camino/schemas/messages/render-message';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiNavigator } from '../../../lib/api-client';
import { errorFromResponse } from '../../../lib/api-errors';
import i18n from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import {
  contractBody,
  contractResponse,
  errorBody,
  errorResponse,
  gatewayFailure,
} from '../../../test/contract-response';
import { renderWithApp } from '../../../test/render';
import '../locales/load-admin-catalogs';
import { uploadPlaylist } from './api/upload-playlist';
import PlaylistsTab from './playlists-tab';

vi.mock('./api/upload-playlist', () => ({ uploadPlaylist: vi.fn() }));

const NONE = { notes: 0, marks: 0, positions: 0, members: 0 };

const playlist = (volume: number, videos: number): AdminPlaylist => ({
  volume_number: volume,
  playlist_title: `Camino — Volumen ${volume}`,
  videos_count: videos,
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-02T10:05:00.000Z',
});

/** A delete leaves 12 notes of 4 members with chapters no playlist has (kept for their owners). */
const deleteImpact = (volume: number) => ({
  volume_number: volume,
  moved: { notes: 0, marks: 0, positions: 0, members: 0 },
  unpublished: { notes: 12, marks: 5, positions: 4, members: 4 },
});

/**
 * A fake API: GET /admin/playlists answers `stored`; DELETE removes from it (or fails), and its
 * dry run names the playlist it would remove.
 */
function fakeApi(stored: AdminPlaylist[], { failList = false, failDelete = false, failDryRun = false } = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (init?.method === 'DELETE') {
      const { pathname, searchParams } = new URL(url, 'http://test');
      const volume = Number(pathname.split('/').pop());
      // The dry run says what would go and removes nothing.
      if (searchParams.get('dry_run') === '1') {
        if (failDryRun)
          return errorResponse(404, 'not_found', { detail: `No playlist for volume ${volume}` });
        return contractResponse('DELETE /admin/playlists/:volume', {
          message: 'would be deleted',
          impact: deleteImpact(volume),
          dry_run: true,
          revision: null,
          changes: [{ kind: 'playlist', key: String(volume), status: 'removed' }],
        });
      }
      if (failDelete) return gatewayFailure(502);
      stored = stored.filter((p) => p.volume_number !== volume);
      return contractResponse('DELETE /admin/playlists/:volume', {
        message: 'deleted',
        impact: deleteImpact(volume),
      });
    }
    if (failList) return gatewayFailure(502);
    return contractResponse('GET /admin/playlists', { playlists: stored });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const chooseFile = (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
};

describe('PlaylistsTab', () => {
  beforeEach(() => {
    saveSession({ access_token: 'token', user_type: 'admin', user_info: {} });
    setApiNavigator(vi.fn());
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.mocked(uploadPlaylist).mockReset();
    await i18n.changeLanguage('en');
  });

  it('lists the playlists by volume with their video counts', async () => {
    fakeApi([playlist(31, 12), playlist(2, 1)]);
    renderWithApp(<PlaylistsTab />);
    const rows = await screen.findAllByTestId(/^playlist-\d+$/);
    expect(rows.map((row) => row.getAttribute('data-testid'))).toEqual(['playlist-2', 'playlist-31']);
    expect(rows[1]).toHaveTextContent('Camino — Volumen 31');
    expect(rows[1]).toHaveTextContent('12');
    expect(rows[1]).toHaveTextContent('Mar 2, 2026');
  });

  it('says so when there are none', async () => {
    fakeApi([]);
    renderWithApp(<PlaylistsTab />);
    expect(await screen.findByTestId('playlists-empty')).toHaveTextContent('No playlists yet');
  });

  it("a failed load says 'Error loading playlists' and Retry loads again", async () => {
    const fetchMock = fakeApi([playlist(30, 3)], { failList: true });
    renderWithApp(<PlaylistsTab />);
    const error = await screen.findByTestId('playlists-load-error');
    expect(error).toHaveTextContent('Error loading playlists');
    fakeApi([playlist(30, 3)]);
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('playlist-30')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });

  it('deletes only after the confirmation, then refreshes the list', async () => {
    const fetchMock = fakeApi([playlist(30, 3), playlist(31, 4)]);
    renderWithApp(<PlaylistsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the playlist of volume 30' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the playlist of volume 30 (3 videos)?');
    await within(dialog).findByTestId('playlist-delete-dry-run');
    const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes().map(([url]) => String(url))).toEqual(['/api/admin/playlists/30?dry_run=1']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('playlist-feedback')).toHaveTextContent(
      'The playlist of volume 30 was deleted.',
    );
    await waitFor(() => expect(screen.queryByTestId('playlist-30')).not.toBeInTheDocument());
    expect(screen.getByTestId('playlist-31')).toBeInTheDocument();
    expect(deletes().map(([url]) => String(url))).toEqual([
      '/api/admin/playlists/30?dry_run=1',
      '/api/admin/playlists/30',
    ]);
  });

  it('the confirmation shows the dry run of the delete, and Delete waits for it (Spanish)', async () => {
    await i18n.changeLanguage('es');
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = fakeApi([playlist(30, 3)]);
    const fake = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      String(input).includes('dry_run=1')
        ? new Promise<Response>((resolve) => {
            answer = (response) => resolve(response);
          })
        : fake(input, init),
    );
    renderWithApp(<PlaylistsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar la playlist del volumen 30' }));
    const dialog = await screen.findByRole('dialog');
    const remove = within(dialog).getByRole('button', { name: 'Eliminar' });
    expect(within(dialog).getByTestId('playlist-delete-dry-run-checking')).toHaveTextContent(
      'Comprobando qué eliminaría',
    );
    expect(remove).toBeDisabled();
    answer(await fake('/api/admin/playlists/30?dry_run=1', { method: 'DELETE' }));
    expect(await within(dialog).findByTestId('playlist-delete-dry-run-summary')).toHaveTextContent(
      '1 eliminado',
    );
    const item = within(dialog).getByTestId('change-item');
    expect(item).toHaveAttribute('data-status', 'removed');
    expect(item).toHaveTextContent('30');
    // What becomes of members' data: their notes stay, with chapters no playlist has.
    expect(within(dialog).getByTestId('playlist-delete-dry-run-summary')).toHaveTextContent(
      /1 eliminado — 12 notas/,
    );
    expect(remove).toBeEnabled();
    // Nothing went: the list still has it until Eliminar.
    expect(screen.getByTestId('playlist-30')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/admin/playlists/30')).toEqual([]);
  });

  it('a refused dry run says why in the confirmation and Delete stays disabled', async () => {
    const fetchMock = fakeApi([playlist(30, 3)], { failDryRun: true });
    renderWithApp(<PlaylistsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the playlist of volume 30' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('playlist-delete-dry-run-error')).toHaveTextContent(
      'No playlist for volume 30',
    );
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/admin/playlists/30')).toEqual([]);
  });

  it("a failed delete without a detail says 'Error eliminando playlist' in Spanish", async () => {
    await i18n.changeLanguage('es');
    fakeApi([playlist(30, 3)], { failDelete: true });
    renderWithApp(<PlaylistsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar la playlist del volumen 30' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('playlist-delete-dry-run');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByTestId('playlist-feedback')).toHaveTextContent('Error eliminando playlist');
    expect(screen.getByTestId('playlist-30')).toBeInTheDocument();
  });

  it('refuses a file that is not JSON before sending anything', async () => {
    fakeApi([]);
    renderWithApp(<PlaylistsTab />);
    await screen.findByTestId('playlists-empty');
    chooseFile(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please choose a valid JSON file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(uploadPlaylist).not.toHaveBeenCalled();
  });

  it("words the refusal as the message catalogue's choose_json, in the UI language", async () => {
    fakeApi([]);
    renderWithApp(<PlaylistsTab />);
    await screen.findByTestId('playlists-empty');
    chooseFile(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(messageText('en', 'choose_json'))).toBeInTheDocument();
    await act(() => i18n.changeLanguage('es'));
    // SPEC.md §5's wording.
    expect(await screen.findByText('Por favor selecciona un archivo JSON válido')).toBeInTheDocument();
  });

  it('uploads a playlist, says what was saved and refreshes the list', async () => {
    fakeApi([]);
    vi.mocked(uploadPlaylist).mockImplementation(async (_file, options) => {
      if (!options?.dryRun) fakeApi([playlist(32, 2)]);
      return contractBody('POST /admin/upload-playlist', {
        message: 'saved',
        volume_number: 32,
        videos_count: 2,
        impact: { volume_number: 32, moved: NONE, unpublished: NONE },
        ...(options?.dryRun ? { dry_run: true as const } : {}),
        changes: [
          { kind: 'playlist', key: '32', status: 'new' },
          { kind: 'main_file', key: '32/1', status: 'unchanged' },
        ],
      });
    });
    renderWithApp(<PlaylistsTab />);
    await screen.findByTestId('playlists-empty');
    const file = new File(['{}'], 'vol-32.json', { type: 'application/json' });
    chooseFile(file);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    // The dry run first: nothing is stored until Publish.
    expect(await screen.findByTestId('playlist-dry-run-summary')).toHaveTextContent('1 new');
    expect(vi.mocked(uploadPlaylist).mock.calls).toEqual([[file, { dryRun: true }]]);
    expect(screen.queryByTestId('playlist-upload-result')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('playlist-confirm'));
    expect(await screen.findByTestId('playlist-upload-result')).toHaveTextContent(
      'Playlist of volume 32 saved with 2 videos.',
    );
    expect(vi.mocked(uploadPlaylist).mock.calls[1]).toEqual([file, { dryRun: false }]);
    expect(await screen.findByTestId('playlist-32')).toBeInTheDocument();
  });

  it("the dry run sums up the change and the members' notes that move (Spanish), and Cancel stores nothing", async () => {
    await i18n.changeLanguage('es');
    fakeApi([]);
    vi.mocked(uploadPlaylist).mockResolvedValue(
      contractBody('POST /admin/upload-playlist', {
        message: 'saved',
        volume_number: 10,
        videos_count: 5,
        impact: {
          volume_number: 10,
          moved: { notes: 12, marks: 0, positions: 0, members: 4 },
          unpublished: NONE,
        },
        dry_run: true,
        changes: [
          {
            kind: 'playlist',
            key: '10',
            status: 'changed',
            fields: [{ pointer: '/items/0/title', before: 'a', after: 'b' }],
          },
          { kind: 'main_file', key: '10/3', status: 'new' },
          { kind: 'main_file', key: '10/4', status: 'new' },
          { kind: 'main_file', key: '10/5', status: 'removed' },
        ],
      }),
    );
    renderWithApp(<PlaylistsTab />);
    await screen.findByTestId('playlists-empty');
    chooseFile(new File(['{}'], 'vol-10.json', { type: 'application/json' }));
    fireEvent.click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByTestId('playlist-dry-run-summary')).toHaveTextContent(
      '2 nuevos, 1 cambiado, 1 eliminado — 12 notas de miembros se mueven con sus capítulos',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ver los 4 cambios' }));
    expect(screen.getAllByTestId('change-item')).toHaveLength(4);
    expect(screen.getByTestId('change-field')).toHaveTextContent('/items/0/title');
    fireEvent.click(screen.getByTestId('playlist-cancel'));
    expect(screen.queryByTestId('playlist-dry-run')).not.toBeInTheDocument();
    expect(uploadPlaylist).toHaveBeenCalledTimes(1);
  });

  it("after an upload, says members' data was not affected when nothing moved", async () => {
    fakeApi([]);
    vi.mocked(uploadPlaylist).mockResolvedValue(
      contractBody('POST /admin/upload-playlist', {
        message: 'saved',
        volume_number: 32,
        videos_count: 2,
        impact: { volume_number: 32, moved: NONE, unpublished: NONE },
      }),
    );
    renderWithApp(<PlaylistsTab />);
    await screen.findByTestId('playlists-empty');
    chooseFile(new File(['{}'], 'vol-32.json', { type: 'application/json' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    fireEvent.click(await screen.findByTestId('playlist-confirm'));
    expect(await screen.findByTestId('playlist-impact')).toHaveTextContent(
      "No member's notes, watched marks or reading positions were affected.",
    );
  });

  it('after an upload, shows per kind what moved with its chapter and what is no longer published (Spanish)', async () => {
    await i18n.changeLanguage('es');
    fakeApi([]);
    vi.mocked(uploadPlaylist).mockResolvedValue(
      contractBody('POST /admin/upload-playlist', {
        message: 'saved',
        volume_number: 10,
        videos_count: 5,
        impact: {
          volume_number: 10,
          moved: { notes: 3, marks: 2, positions: 1, members: 2 },
          unpublished: { notes: 1, marks: 0, positions: 0, members: 1 },
        },
      }),
    );
    renderWithApp(<PlaylistsTab />);
    await screen.findByTestId('playlists-empty');
    chooseFile(new File(['{}'], 'vol-10.json', { type: 'application/json' }));
    fireEvent.click(screen.getByRole('button', { name: 'Subir' }));
    fireEvent.click(await screen.findByTestId('playlist-confirm'));
    const impact = await screen.findByTestId('playlist-impact');
    expect(impact).toHaveTextContent('Datos de los miembros en el volumen 10');
    const cells = (kind: string) =>
      within(within(impact).getByTestId(`impact-${kind}`))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(within(impact).getByTestId('impact-notes')).toHaveTextContent('Notas');
    expect(cells('notes')).toEqual(['3', '1']);
    expect(cells('marks')).toEqual(['2', '0']);
    expect(cells('positions')).toEqual(['1', '0']);
    expect(cells('members')).toEqual(['2', '1']);
    expect(impact).toHaveTextContent('No se borró nada');
  });

  it("shows the server's detail and every problem with its pointer", async () => {
    fakeApi([]);
    vi.mocked(uploadPlaylist).mockRejectedValue(
      errorFromResponse(
        422,
        errorBody('invalid_body', 'The playlist file is not valid', [
          problem('/playlistTitle', 'pattern_volume_in_title'),
          problem('/items/0/videoId', 'required'),
        ]),
        null,
      ),
    );
    renderWithApp(<PlaylistsTab />);
    await screen.findByTestId('playlists-empty');
    chooseFile(new File(['{}'], 'bad.json', { type: 'application/json' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const error = await screen.findByTestId('playlist-upload-error');
    expect(error).toHaveTextContent('The playlist file is not valid');
    const problems = within(error).getAllByRole('listitem');
    expect(problems[0]).toHaveTextContent(
      "/playlistTitle must contain 'Volumen X' (or 'Volume X') with X from 1 to 36",
    );
    expect(problems[1]).toHaveTextContent('/items/0/videoId is required');
  });

  it("a failure without a detail falls back to 'Error uploading file'", async () => {
    fakeApi([]);
    vi.mocked(uploadPlaylist).mockRejectedValue(errorFromResponse(502, undefined, null));
    renderWithApp(<PlaylistsTab />);
    await screen.findByTestId('playlists-empty');
    chooseFile(new File(['{}'], 'vol.json', { type: 'application/json' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByTestId('playlist-upload-error')).toHaveTextContent('Error uploading file');
  });
});
