// The volume page when the playlist shifted after it loaded: a note read that turns
// out to be another chapter's never reaches the editor, and the page follows its own chapter.
import type { PlaylistResponse } from '@camino/schemas/api/volumes';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiNavigator } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { currentToasts, hideToast } from '../../../lib/toast';
import { contractResponse, errorResponse } from '../../../test/contract-response';
import { renderWithApp } from '../../../test/render';
import { VolumePage } from './volume-page';

// Several suites share this machine's two cores: the page may take a while to draw.
const SLOW = { timeout: 15_000 };

const video = (position: number, name: string) => ({
  position,
  videoId: `v${name}`,
  chapter_key: `v${name}`,
  title: `1-${position}. ${name}`,
  url: '',
  channelTitle: 'Camino Demo',
  thumbnail: '',
  is_watched: false,
});
const playlist = (names: string[]): PlaylistResponse => ({
  volume_number: 1,
  playlistId: 'PL1',
  playlistTitle: 'Camino - Volumen 1',
  description: '',
  items: names.map((name, i) => video(i + 1, name)),
  last_chapter: 2,
  lang: 'es',
  fallback: true,
});
const note = (text: string, key: string) =>
  contractResponse('GET /notes/:volume/:index', {
    note_text: text,
    updated_at: '2026-11-27T10:00:00.000Z',
    version: 1,
    chapter_key: key,
  });

describe('VolumePage after a shifted upload', () => {
  beforeEach(() => {
    saveSession({ access_token: 'token', user_type: 'user', user_info: { id: 4 } });
    setApiNavigator(vi.fn());
    Element.prototype.scrollTo = vi.fn();
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    for (const toast of currentToasts()) hideToast(toast.id);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("a note read that is another chapter's (the playlist moved on) is never shown: the page follows B", async () => {
    // The page's playlist is from before the admin inserted N first; the server's notes are after it.
    let answers = [playlist(['A', 'B', 'C']), playlist(['N', 'A', 'B', 'C'])];
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = String(input);
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        if (url === '/api/volumes/1/playlist?lang=en') {
          const [first, ...rest] = answers;
          answers = rest.length ? rest : answers;
          return contractResponse('GET /volumes/:volume/playlist', first!);
        }
        if (url === '/api/notes/1/2') return note('nota de A', 'vA');
        if (url === '/api/notes/1/3') return note('nota de B', 'vB');
        if (url.startsWith('/api/volumes/1/last-chapter'))
          return contractResponse('PUT /volumes/:volume/last-chapter', { volume_number: 1, last_chapter: 3 });
        return errorResponse(404, 'not_found');
      }),
    );
    renderWithApp(<VolumePage volume={1} />, { path: '/volume/1' });
    const box = await screen.findByRole('textbox', { name: 'Personal note on this chapter' }, SLOW);
    expect(box).toHaveValue('nota de B');
    expect(screen.getByTestId('current-title')).toHaveTextContent('1-3. B');
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent('/volume/1?chapter=3'),
      SLOW,
    );
    expect(calls.filter((c) => c === 'GET /api/volumes/1/playlist?lang=en')).toHaveLength(2);
    // B's editor never held A's note.
    expect(screen.queryByDisplayValue('nota de A')).toBeNull();
  });

  it('a note typed after the shift is saved on B at its new index; the same editor stays, the toast says so', async () => {
    let answers = [playlist(['A', 'B', 'C']), playlist(['N', 'A', 'B', 'C'])];
    const saves: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = String(input);
        if (url === '/api/volumes/1/playlist?lang=en') {
          const [first, ...rest] = answers;
          answers = rest.length ? rest : answers;
          return contractResponse('GET /volumes/:volume/playlist', first!);
        }
        if (url === '/api/notes/1/2') return note('nota de B', 'vB');
        if (url.startsWith('/api/notes/save')) {
          saves.push(url);
          if (url.endsWith('index=2'))
            return errorResponse(409, 'chapter_moved', {
              chapter: { volume: 1, chapter_key: 'vB', index: 3, title: '1-3. B' },
            });
          return contractResponse('POST /notes/save', {
            message: 'Note saved',
            note_text: (JSON.parse(String(init?.body)) as { note_text: string }).note_text,
            updated_at: '2026-11-27T10:00:00.000Z',
            version: 2,
            chapter_key: 'vB',
            index: 3,
          });
        }
        if (url.startsWith('/api/volumes/1/last-chapter'))
          return contractResponse('PUT /volumes/:volume/last-chapter', { volume_number: 1, last_chapter: 3 });
        return errorResponse(404, 'not_found');
      }),
    );
    renderWithApp(<VolumePage volume={1} />, { path: '/volume/1' });
    const box = await screen.findByRole('textbox', { name: 'Personal note on this chapter' }, SLOW);
    expect(box).toHaveValue('nota de B');
    fireEvent.change(box, { target: { value: 'nota de B, ampliada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(screen.getByTestId('current-title')).toHaveTextContent('1-3. B'), SLOW);
    expect(saves).toEqual(['/api/notes/save?volume=1&index=2', '/api/notes/save?volume=1&index=3']);
    expect(currentToasts().map((t) => t.message)).toContain(
      'This chapter moved to number 3 of the volume. Your note is saved there.',
    );
    // The same editor (a new one would start with nothing to say).
    expect(screen.getByRole('textbox', { name: 'Personal note on this chapter' })).toBe(box);
    expect(screen.getByTestId('note-status')).toHaveTextContent(/^(Saved|All changes saved)$/);
  });
});
