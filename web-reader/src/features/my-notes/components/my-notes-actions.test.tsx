// My notes follows the pages of GET /notes, shows a note's history and restores a version over
// the version listed, and deletes a note on a chapter no longer published after asking.
import type { MemberNote } from '@camino/schemas/api/member-data';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { currentToasts, hideToast } from '../../../lib/toast';
import { contractResponse, errorResponse } from '../../../test/contract-response';
import { renderWithApp } from '../../../test/render';
import { MyNotesPage } from './my-notes-page';

const note = (n: number, over: Partial<MemberNote> = {}): MemberNote => ({
  volume: 1,
  index: n,
  chapter_key: `vid${n}`,
  title: `1-${n}. Capítulo ${n}`,
  note: `Nota ${n}`,
  updated_at: `2026-11-2${9 - n}T10:00:00.000Z`,
  version: 3,
  published: true,
  ...over,
});
const gone = note(5, { index: null, published: false, chapter_key: 'gone', title: '1-5. Retirado' });

type Handler = (url: URL, init?: RequestInit) => Response;

/** A fake server by method and path; it records each call as 'METHOD /path?query'. */
function serve(routes: Record<string, Handler>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url.pathname}${url.search}`);
      const handler = routes[`${method} ${url.pathname}`];
      return handler ? handler(url, init) : errorResponse(404, 'not_found');
    }),
  );
  return calls;
}

describe('MyNotesPage: pages, history, delete', () => {
  beforeEach(() => {
    saveSession({ access_token: 'token', user_type: 'user', user_info: { id: 3, first_name: 'Ana' } });
  });
  afterEach(() => {
    for (const toast of currentToasts()) hideToast(toast.id);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the first page with Load more; the next page joins the list', async () => {
    const calls = serve({
      'GET /api/notes': (url) =>
        url.searchParams.get('cursor') === 'c2'
          ? contractResponse('GET /notes', { notes: [note(3), gone], next_cursor: null })
          : contractResponse('GET /notes', { notes: [note(1), note(2)], next_cursor: 'c2' }),
    });
    renderWithApp(<MyNotesPage />, { path: '/my-notes' });
    expect(await screen.findByTestId('my-notes-count')).toHaveTextContent('2 notes shown');
    expect(screen.getAllByTestId('my-note')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Load more notes' }));
    await waitFor(() => expect(screen.getByTestId('my-notes-count')).toHaveTextContent('4 notes'));
    expect(screen.getAllByTestId('my-note')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more notes' })).toBeNull();
    expect(calls).toEqual(['GET /api/notes?lang=en', 'GET /api/notes?cursor=c2&lang=en']);
  });

  it('History lists the earlier texts; Restore saves one over the version listed', async () => {
    let listed = note(1);
    const saves: unknown[] = [];
    serve({
      'GET /api/notes': () => contractResponse('GET /notes', { notes: [listed], next_cursor: null }),
      'GET /api/notes/history': (url) => {
        expect(url.searchParams.get('volume')).toBe('1');
        expect(url.searchParams.get('chapter_key')).toBe('vid1');
        return contractResponse('GET /notes/history', {
          versions: [
            { version: 2, note_text: 'Antes', saved_at: '2026-11-27T09:00:00.000Z' },
            { version: 1, note_text: '', saved_at: '2026-11-26T09:00:00.000Z' },
          ],
        });
      },
      'POST /api/notes/save': (url, init) => {
        const body = JSON.parse(String(init?.body)) as { note_text: string };
        saves.push({ index: url.searchParams.get('index'), ...body });
        listed = { ...listed, note: body.note_text, version: 4 };
        return contractResponse('POST /notes/save', {
          message: 'Note saved',
          note_text: body.note_text,
          updated_at: '2026-11-27T10:00:00.000Z',
          version: 4,
          chapter_key: 'vid1',
          index: 1,
        });
      },
    });
    renderWithApp(<MyNotesPage />, { path: '/my-notes' });
    fireEvent.click(await screen.findByRole('button', { name: 'History of the note on 1-1. Capítulo 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Earlier versions' });
    expect(within(dialog).getByTestId('note-history-current')).toHaveTextContent('Nota 1');
    const versions = await within(dialog).findAllByTestId('note-history-version');
    expect(versions.map((v) => within(v).getByTestId('note-history-text').textContent)).toEqual([
      'Antes',
      '(empty: the note was deleted)',
    ]);
    fireEvent.click(within(versions[0]!).getByRole('button', { name: /^Restore the version saved/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saves).toEqual([{ index: '1', note_text: 'Antes', chapter_key: 'vid1', base_version: 3 }]);
    expect(currentToasts().map((t) => t.message)).toContain('The earlier version is the note again.');
    await waitFor(() => expect(screen.getByTestId('my-note-text')).toHaveTextContent('Antes'));
  });

  it('a restore that meets a newer note saves nothing over it and says so', async () => {
    serve({
      'GET /api/notes': () => contractResponse('GET /notes', { notes: [note(1)], next_cursor: null }),
      'GET /api/notes/history': () =>
        contractResponse('GET /notes/history', {
          versions: [{ version: 2, note_text: 'Antes', saved_at: '2026-11-27T09:00:00.000Z' }],
        }),
      'POST /api/notes/save': () =>
        errorResponse(409, 'note_conflict', {
          current: { note_text: 'Del teléfono', version: 5, updated_at: '2026-11-27T09:30:00.000Z' },
        }),
    });
    renderWithApp(<MyNotesPage />, { path: '/my-notes' });
    fireEvent.click(await screen.findByRole('button', { name: 'History of the note on 1-1. Capítulo 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Earlier versions' });
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Restore the version saved/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The note changed meanwhile');
  });

  it('a note on a chapter no longer published can be deleted, after a confirmation', async () => {
    let notes = [note(1), gone];
    const calls = serve({
      'GET /api/notes': () => contractResponse('GET /notes', { notes, next_cursor: null }),
      'DELETE /api/notes/1/gone': () => {
        notes = [note(1)];
        return contractResponse('DELETE /notes/:volume/:chapter_key', { message: 'Note deleted' });
      },
    });
    renderWithApp(<MyNotesPage />, { path: '/my-notes' });
    const unpublished = await screen.findByTestId('my-notes-unpublished');
    // Only a note whose chapter is gone offers Delete.
    expect(screen.getAllByRole('button', { name: /^Delete the note on/ })).toHaveLength(1);
    fireEvent.click(within(unpublished).getByRole('button', { name: 'Delete the note on 1-5. Retirado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);

    fireEvent.click(within(unpublished).getByRole('button', { name: 'Delete the note on 1-5. Retirado' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete note' }));
    await waitFor(() => expect(screen.queryByTestId('my-notes-unpublished')).toBeNull());
    expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual(['DELETE /api/notes/1/gone']);
    expect(screen.getByTestId('my-notes-count')).toHaveTextContent('1 note');
  });
});
