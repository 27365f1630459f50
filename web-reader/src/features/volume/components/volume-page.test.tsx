import type { PlaylistResponse } from '@camino/schemas/api/volumes';
import type { MainChapter } from '@camino/schemas/main-chapter';
import type { OptionalChapter } from '@camino/schemas/optional-chapter';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiNavigator } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { currentToasts, hideToast } from '../../../lib/toast';
import { contractResponse, encodedContent, errorResponse } from '../../../test/contract-response';
import { renderWithApp } from '../../../test/render';
import { VolumePage } from './volume-page';

const video = (position: number, title: string, videoId = `vid${position}`) => ({
  position,
  videoId,
  chapter_key: `vid${position}`,
  title,
  url: '',
  channelTitle: 'Camino Demo',
  thumbnail: `/demo/thumbnails/${position}.svg`,
  is_watched: false,
});

const playlist: PlaylistResponse = {
  volume_number: 1,
  playlistId: 'PL1',
  playlistTitle: 'Camino - Volumen 1',
  description: '',
  items: [
    video(1, '1-1. Uno'),
    video(2, '1-2. Dos'),
    video(3, 'Presentación del volumen'),
    video(4, '1-4. Cuatro', ''),
  ],
  last_chapter: null,
  lang: 'es',
  fallback: true,
};

const main = (index: number): MainChapter => ({
  info: { volume: 1, index, date: `${index} de marzo` },
  description: `Descripción ${index}`,
  dialogue: [
    { speaker: 'Peregrino', text: 'Hola, **Maestro**.' },
    { speaker: 'Maestro', text: 'Bienvenido. <script>alert(1)</script>[x](javascript:alert(1))' },
  ],
});
const optional = (index: number): OptionalChapter => ({
  info: { volume: 1, index, date: 'x' },
  topics: ['Fe', 'Humildad'],
  quiz: { questions: ['¿Pregunta?'], answers: ['Respuesta.'] },
});

const mainAnswer = (index: number) => {
  const route = 'GET /main-file/:volume/:index';
  return contractResponse(route, {
    volume: 1,
    index,
    encoded_content: encodedContent(route, main(index)),
    lang: 'es',
    fallback: true,
  });
};
const optionalAnswer = (index: number) => {
  const route = 'GET /optional-file/:volume/:index';
  return contractResponse(route, {
    volume: 1,
    index,
    encoded_content: encodedContent(route, optional(index)),
    lang: 'es',
    fallback: true,
  });
};

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** A fake server: each path answers what the test says; unknown paths are 404. */
function serve(overrides: Record<string, Handler> = {}) {
  const routes: Record<string, Handler> = {
    '/api/volumes/1/playlist': () => contractResponse('GET /volumes/:volume/playlist', playlist),
    '/api/volumes/1/last-chapter': (_url, init) =>
      contractResponse('PUT /volumes/:volume/last-chapter', {
        volume_number: 1,
        last_chapter: (JSON.parse(String(init?.body)) as { index: number }).index,
      }),
    '/api/main-file/1/1': () => mainAnswer(1),
    '/api/optional-file/1/1': () => optionalAnswer(1),
    '/api/notes/1/1': () => errorResponse(404, 'not_found', { detail: 'No note' }),
    '/api/main-file/1/2': () => mainAnswer(2),
    '/api/optional-file/1/2': () => optionalAnswer(2),
    '/api/notes/1/2': () =>
      contractResponse('GET /notes/:volume/:index', {
        note_text: 'Mi nota',
        updated_at: '2026-11-23T17:58:20.123Z',
        version: 4,
        chapter_key: 'vid2',
      }),
    ...overrides,
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const handler = routes[url.split('?')[0]!];
    return handler ? handler(url, init) : errorResponse(404, 'not_found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The answer of a save, for the chapter and text it was sent with. */
function savedAnswer(url: string, init?: RequestInit) {
  const index = Number(new URL(url, 'http://x').searchParams.get('index'));
  const body = JSON.parse(String(init?.body)) as { note_text: string; chapter_key?: string };
  return contractResponse('POST /notes/save', {
    message: 'Note saved',
    note_text: body.note_text,
    updated_at: '2026-11-23T17:58:20.123Z',
    version: 5,
    chapter_key: body.chapter_key ?? `vid${index}`,
    index,
  });
}

const calledPaths = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([input]) => String(input));

describe('VolumePage', () => {
  beforeEach(() => {
    saveSession({ access_token: 'token', user_type: 'user', user_info: { first_name: 'Ana' } });
    setApiNavigator(vi.fn());
    // jsdom has no scrolling.
    Element.prototype.scrollTo = vi.fn();
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    for (const toast of currentToasts()) hideToast(toast.id);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens at the first chapter: header counts, list, content; sanitized dialogue; note 404 is empty', async () => {
    serve();
    renderWithApp(<VolumePage volume={1} />, { path: '/volume/1' });
    expect(await screen.findByTestId('current-title')).toHaveTextContent('1-1. Uno');
    expect(screen.getByTestId('videos-available')).toHaveTextContent('3 videos available');
    expect(screen.getByTestId('videos-watched')).toHaveTextContent('0 of 3 watched');
    expect(screen.getByTestId('chapter-counter')).toHaveTextContent('1/4');
    expect(await screen.findByTestId('chapter-description')).toHaveTextContent('Descripción 1');
    const dialogue = screen.getByTestId('dialogue');
    expect(dialogue.querySelector('strong')).toHaveTextContent('Maestro');
    expect(dialogue.innerHTML).not.toContain('<script');
    expect(dialogue.innerHTML).not.toContain('javascript:');
    expect(await screen.findByRole('textbox', { name: 'Personal note on this chapter' })).toHaveValue('');
    expect(screen.getByTestId('note-counter')).toHaveTextContent('0/2000');
    expect(screen.queryByTestId('note-error')).toBeNull();
  });

  it('a video whose title names no chapter loads nothing; one without a videoId cannot be marked', async () => {
    const fetchMock = serve();
    renderWithApp(<VolumePage volume={1} />, { path: '/volume/1' });
    await screen.findByTestId('current-title');
    fireEvent.click(within(screen.getByTestId('video-item-3')).getAllByRole('button')[0]!);
    expect(screen.getByTestId('current-title')).toHaveTextContent('Presentación del volumen');
    expect(screen.queryByTestId('chapter-content')).toBeNull();
    expect(calledPaths(fetchMock).some((path) => path.includes('/main-file/1/3'))).toBe(false);
    expect(screen.getByTestId('watched-toggle-4')).toBeDisabled();
    fireEvent.click(within(screen.getByTestId('video-item-4')).getAllByRole('button')[0]!);
    expect(screen.getByTestId('video-unavailable')).toHaveTextContent('Video not available');
  });

  it('main 404 is silent; an optional failure clears its sections (topics too)', async () => {
    serve({
      '/api/main-file/1/1': () => errorResponse(404, 'not_found'),
      '/api/optional-file/1/1': () => errorResponse(500, 'internal'),
    });
    renderWithApp(<VolumePage volume={1} />, { path: '/volume/1' });
    await screen.findByRole('textbox', { name: 'Personal note on this chapter' });
    expect(screen.queryByTestId('main-content-error')).toBeNull();
    expect(screen.queryByTestId('chapter-description')).toBeNull();
    expect(screen.queryByTestId('chapter-extras')).toBeNull();
    expect(screen.queryByTestId('topic-chips')).toBeNull();
  });

  it('other main failures show mainContentError; a note failure noteLoadError', async () => {
    serve({
      '/api/main-file/1/1': () => errorResponse(500, 'internal'),
      '/api/notes/1/1': () => errorResponse(503, 'database_unavailable'),
    });
    renderWithApp(<VolumePage volume={1} />, { path: '/volume/1' });
    expect(await screen.findByTestId('main-content-error')).toHaveTextContent('Error loading main content');
    expect(await screen.findByTestId('note-error')).toHaveTextContent('Error loading note');
  });

  it('a 401 on the main file shows sessionExpiredRedirect', async () => {
    serve({ '/api/main-file/1/1': () => errorResponse(401, 'invalid_token') });
    renderWithApp(<VolumePage volume={1} />, { path: '/volume/1' });
    expect(await screen.findByTestId('main-content-error')).toHaveTextContent(
      'Your session has expired. Redirecting to sign in…',
    );
  });

  it('playlist errors: 404 noDetailedContent, others volumeLoadError', async () => {
    serve({ '/api/volumes/1/playlist': () => errorResponse(404, 'not_found') });
    const { unmount } = renderWithApp(<VolumePage volume={1} />, { path: '/volume/1?from=/temas' });
    expect(await screen.findByTestId('volume-no-content')).toHaveTextContent(
      'This volume has no detailed content yet',
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/temas');
    unmount();
    serve({ '/api/volumes/1/playlist': () => errorResponse(500, 'internal') });
    renderWithApp(<VolumePage volume={1} />, { path: '/volume/1?from=//evil.example' });
    expect(await screen.findByTestId('volume-load-error')).toHaveTextContent('Error loading volume content');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it('?chapter= selects that chapter with the green toast and stays in the URL', async () => {
    serve();
    renderWithApp(<VolumePage volume={1} />, { path: '/volume/1?chapter=2&from=%2Ftemas' });
    await waitFor(() => expect(screen.getByTestId('current-title')).toHaveTextContent('1-2. Dos'));
    expect(currentToasts().map((t) => [t.message, t.color, t.duration])).toEqual([
      ['Chapter 2 found', 'green', 3000],
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/volume\/1\?chapter=2&from=%2Ftemas$/),
    );
    expect(await screen.findByTestId('chapter-description')).toHaveTextContent('Descripción 2');
  });

  it('a ?chapter= missing from the playlist is searchErrorChapterNotFound (no toast)', async () => {
    serve();
    renderWithApp(<VolumePage volume={1} />, { path: '/volume/1?chapter=7' });
    expect(await screen.findByTestId('volume-search-error')).toHaveTextContent(
      'Chapter 7 was not found in this volume',
    );
    expect(screen.getByTestId('current-title')).toHaveTextContent('1-1. Uno');
    expect(currentToasts()).toEqual([]);
  });

  it('opens where the member left off and tells the server each chapter opened', async () => {
    const fetchMock = serve({
      '/api/volumes/1/playlist': () =>
        contractResponse('GET /volumes/:volume/playlist', { ...playlist, last_chapter: 2 }),
    });
    renderWithApp(<VolumePage volume={1} />, { path: '/volume/1' });
    expect(await screen.findByTestId('current-title')).toHaveTextContent('1-2. Dos');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByTestId('current-title')).toHaveTextContent('1-1. Uno');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([input]) => String(input) === '/api/volumes/1/last-chapter'),
      ).toHaveLength(1),
    );
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === '/api/volumes/1/last-chapter')!;
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ index: 1, chapter_key: 'vid1' });
  });

  it('watched: flips with the answer; a 401 shows the session toast, other failures a not-changed toast (red, 3 s)', async () => {
    let answer: Response = contractResponse('POST /videos/watch', { watched: true });
    serve({ '/api/videos/watch': () => answer });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApp(<VolumePage volume={1} />, { path: '/volume/1' });
    await screen.findByTestId('current-title');
    const toggle = screen.getByTestId('watched-toggle-1');
    await act(async () => void fireEvent.click(toggle));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('videos-watched')).toHaveTextContent('1 of 3 watched');

    answer = errorResponse(500, 'internal');
    await act(async () => void fireEvent.click(toggle));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(currentToasts().map((t) => [t.message, t.color, t.duration])).toEqual([
      ['The watched mark could not be changed. Please try again.', 'red', 3000],
    ]);
    for (const toast of currentToasts()) hideToast(toast.id);

    answer = errorResponse(401, 'invalid_token');
    await act(async () => void fireEvent.click(toggle));
    await waitFor(() =>
      expect(currentToasts().map((t) => [t.message, t.color, t.duration])).toEqual([
        ['Your session has expired. Redirecting to sign in…', 'red', 3000],
      ]),
    );
  });

  it('notes: Save disabled over the limit; saved badge; save errors', async () => {
    let answer: Response = contractResponse('POST /notes/save', {
      message: 'Note saved',
      note_text: '🙏'.repeat(2000),
      updated_at: '2026-11-23T17:58:20.123Z',
      version: 5,
      chapter_key: 'vid2',
      index: 2,
    });
    const fetchMock = serve({ '/api/notes/save': () => answer });
    renderWithApp(<VolumePage volume={1} />, { path: '/volume/1?chapter=2' });
    const note = await screen.findByRole('textbox', { name: 'Personal note on this chapter' });
    expect(note).toHaveValue('Mi nota');
    const save = screen.getByRole('button', { name: 'Save note' });
    fireEvent.change(note, { target: { value: '🙏'.repeat(2001) } });
    expect(screen.getByTestId('note-counter')).toHaveTextContent('2001/2000');
    expect(save).toBeDisabled();
    fireEvent.change(note, { target: { value: '🙏'.repeat(2000) } });
    expect(screen.getByTestId('note-counter')).toHaveTextContent('2000/2000');
    expect(save).toBeEnabled();

    await act(async () => void fireEvent.click(save));
    expect(await screen.findByTestId('note-saved')).toHaveTextContent('Saved');
    const [url, init] = fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/notes/save'))!;
    expect(String(url)).toBe('/api/notes/save?volume=1&index=2');
    // The save names the chapter the note was read on and the version it was typed over.
    expect(JSON.parse(String(init?.body))).toEqual({
      note_text: '🙏'.repeat(2000),
      chapter_key: 'vid2',
      base_version: 4,
    });

    // Save sends only a text the server lacks.
    answer = errorResponse(500, 'internal');
    fireEvent.change(note, { target: { value: 'otra' } });
    await act(async () => void fireEvent.click(save));
    expect(await screen.findByTestId('note-error')).toHaveTextContent('Error loading note');
    expect(screen.getByTestId('note-status')).toHaveTextContent(
      'Not saved yet: your note is kept on this device',
    );
    answer = errorResponse(401, 'invalid_token');
    await act(async () => void fireEvent.click(save));
    await waitFor(() =>
      expect(screen.getByTestId('note-error')).toHaveTextContent(
        'Your session has expired. Redirecting to sign in…',
      ),
    );
    expect(screen.getByTestId('note-status')).toHaveAttribute('data-state', 'expired');
  });

  it('notes save as the member types, with the state said politely', async () => {
    const fetchMock = serve({
      '/api/notes/save': (_url, init) =>
        contractResponse('POST /notes/save', {
          message: 'Note saved',
          note_text: (JSON.parse(String(init?.body)) as { note_text: string }).note_text,
          updated_at: '2026-11-23T17:58:20.123Z',
          version: 5,
          chapter_key: 'vid2',
          index: 2,
        }),
    });
    renderWithApp(<VolumePage volume={1} />, { path: '/volume/1?chapter=2' });
    const note = await screen.findByRole('textbox', { name: 'Personal note on this chapter' });
    const status = screen.getByTestId('note-status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveAttribute('role', 'status');
    fireEvent.change(note, { target: { value: 'Mi nota, ampliada' } });
    expect(status).toHaveTextContent('Unsaved changes');
    expect(await screen.findByTestId('note-saved', {}, { timeout: 4000 })).toHaveTextContent('Saved');
    const saves = fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/notes/save'));
    expect(saves.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { note_text: 'Mi nota, ampliada', chapter_key: 'vid2', base_version: 4 },
    ]);
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    expect(keys.filter((key) => key?.startsWith('camino:note-draft'))).toEqual([]);
  });

  it('Next saves the typed note before the chapter changes; a refused save keeps the member there once', async () => {
    let refuse = false;
    const fetchMock = serve({
      '/api/notes/save': (url, init) => (refuse ? errorResponse(500, 'internal') : savedAnswer(url, init)),
    });
    saveSession({ access_token: 'token', user_type: 'user', user_info: { id: 9, first_name: 'Ana' } });
    renderWithApp(<VolumePage volume={1} />, { path: '/volume/1' });
    let note = await screen.findByRole('textbox', { name: 'Personal note on this chapter' });
    fireEvent.change(note, { target: { value: 'Escrita y dejada con Siguiente' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('current-title')).toHaveTextContent('1-2. Dos'));
    const sent = () =>
      fetchMock.mock.calls
        .filter(([input]) => String(input).startsWith('/api/notes/save'))
        .map(([input, init]) => [
          String(input),
          (JSON.parse(String(init?.body)) as { note_text: string }).note_text,
        ]);
    expect(sent()).toEqual([['/api/notes/save?volume=1&index=1', 'Escrita y dejada con Siguiente']]);

    // On chapter 2 the server refuses: Next holds once and says so, the draft stays.
    refuse = true;
    note = await screen.findByRole('textbox', { name: 'Personal note on this chapter' });
    fireEvent.change(note, { target: { value: 'Mi nota y más' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(await screen.findByTestId('note-held')).toHaveTextContent('Your note is not saved yet');
    expect(currentToasts().map((t) => t.color)).toContain('red');
    expect(screen.getByTestId('current-title')).toHaveTextContent('1-2. Dos');
    expect(localStorage.getItem('camino:note-draft:u9:1:k:vid2')).toContain('Mi nota y más');
    // A second try moves on; coming back restores the draft and says so.
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    await waitFor(() =>
      expect(screen.getByTestId('current-title')).toHaveTextContent('Presentación del volumen'),
    );
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByTestId('note-restored')).toHaveTextContent('Restored your unsaved note');
    expect(screen.getByRole('textbox', { name: 'Personal note on this chapter' })).toHaveValue(
      'Mi nota y más',
    );
  });
});
