import type { MemberNote } from '@camino/schemas/api/member-data';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { contractResponse, errorResponse } from '../../../test/contract-response';
import { renderWithApp } from '../../../test/render';
import { MyNotesPage } from './my-notes-page';

const notes: MemberNote[] = [
  {
    volume: 1,
    index: 4,
    chapter_key: 'v1-vid4',
    title: '1-4. Gratitud en lo pequeño',
    note: 'Dar gracias\npor el pan',
    updated_at: '2026-11-23T09:30:00.000Z',
    version: 2,
    published: true,
  },
  {
    volume: 2,
    index: 1,
    chapter_key: 'v2-vid1',
    title: '2-1. Perdón',
    note: 'Perdonar hoy',
    updated_at: '2026-11-22T08:00:00.000Z',
    version: 2,
    published: true,
  },
  {
    volume: 1,
    index: null,
    chapter_key: 'v1-gone',
    title: '1-3. Un capítulo retirado',
    note: 'Sigue aquí',
    updated_at: '2026-11-21T08:00:00.000Z',
    version: 1,
    published: false,
  },
  {
    volume: 1,
    index: 2,
    chapter_key: 'v1-vid2',
    title: '1-2. Aprender a orar',
    note: 'Orar cada mañana',
    updated_at: '2026-11-20T10:00:00.000Z',
    version: 2,
    published: true,
  },
];

function serve(answer: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    // The chapters are titled in the UI language.
    expect(String(input)).toMatch(/^\/api\/notes\?lang=(en|es)$/);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });

/** Captures what the export buttons hand to the browser: the file name and the Blob's text. */
function captureDownloads() {
  const files: { name: string; type: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs; this file's window gets them for good (a revoke may come later).
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)!;
    files.push({ name: this.download, type: blob.type, text: readBlob(blob) });
  });
  return files;
}

describe('MyNotesPage', () => {
  beforeEach(() => {
    saveSession({ access_token: 'token', user_type: 'user', user_info: { id: 3, first_name: 'Ana' } });
  });
  afterEach(async () => {
    await act(async () => void (await i18n.changeLanguage('en')));
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the notes by volume, newest first, each opening its chapter; unpublished ones apart', async () => {
    serve(() => contractResponse('GET /notes', { notes, next_cursor: null }));
    renderWithApp(<MyNotesPage />, { path: '/my-notes' });
    expect(await screen.findByTestId('my-notes-count')).toHaveTextContent('4 notes');
    const volume1 = screen.getByTestId('my-notes-volume-1');
    expect(within(volume1).getByRole('heading', { level: 2 })).toHaveTextContent('Volume 1');
    expect(
      within(volume1)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['1-4. Gratitud en lo pequeño', '1-2. Aprender a orar']);
    expect(
      within(volume1).getByRole('link', { name: 'Open chapter: 1-4. Gratitud en lo pequeño' }),
    ).toHaveAttribute('href', '/volume/1?chapter=4&from=%2Fmy-notes');
    expect(within(volume1).getAllByTestId('my-note-text')[0]!.textContent).toBe('Dar gracias\npor el pan');
    // Volumes in the order of their newest note.
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(['Volume 1', 'Volume 2', 'Notes on chapters no longer published']);

    const gone = screen.getByTestId('my-notes-unpublished');
    expect(within(gone).getByText('1-3. Un capítulo retirado')).toBeInTheDocument();
    expect(within(gone).getByText('No longer published')).toBeInTheDocument();
    expect(within(gone).getByText('Sigue aquí')).toBeInTheDocument();
    expect(within(gone).queryByRole('link')).toBeNull();
    expect(within(volume1).queryByText('1-3. Un capítulo retirado')).toBeNull();
  });

  it('exports every note as Markdown and as JSON, named by the day', async () => {
    serve(() => contractResponse('GET /notes', { notes, next_cursor: null }));
    const files = captureDownloads();
    renderWithApp(<MyNotesPage />, { path: '/my-notes' });
    fireEvent.click(await screen.findByRole('button', { name: 'Download Markdown' }));
    await waitFor(() => expect(files).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Download JSON' }));
    await waitFor(() => expect(files).toHaveLength(2));
    const day = new Date().toLocaleDateString('sv-SE');
    expect(files.map((f) => [f.name, f.type])).toEqual([
      [`camino-notes-${day}.md`, 'text/markdown;charset=utf-8'],
      [`camino-notes-${day}.json`, 'application/json;charset=utf-8'],
    ]);
    const markdown = await files[0]!.text;
    expect(markdown.startsWith('# My Camino notes\n\nExported on ')).toBe(true);
    expect(markdown.indexOf('### 1-4. Gratitud en lo pequeño')).toBeLessThan(
      markdown.indexOf('### 1-2. Aprender a orar'),
    );
    expect(markdown).toContain('> Dar gracias\n> por el pan');
    expect(markdown).toContain(
      '## Notes on chapters no longer published\n\n### Volume 1\n\n#### 1-3. Un capítulo retirado',
    );
    const json = JSON.parse(await files[1]!.text) as { notes: MemberNote[] };
    expect(json.notes).toEqual(notes);
  });

  it('in Spanish: headings, counts, exports and dates in Spanish', async () => {
    await act(async () => void (await i18n.changeLanguage('es')));
    serve(() => contractResponse('GET /notes', { notes: [notes[0]!], next_cursor: null }));
    const files = captureDownloads();
    renderWithApp(<MyNotesPage />, { path: '/my-notes' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Mis notas');
    expect(screen.getByTestId('my-notes-count')).toHaveTextContent('1 nota');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Volumen 1');
    expect(screen.getByText(/^Actualizada el \d+ de noviembre de 2026/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Descargar Markdown' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const markdown = await files[0]!.text;
    expect(markdown).toMatch(/^# Mis notas de Camino\n\nExportadas el \d+ de \w+ de \d{4}\n\n## Volumen 1\n/);
    expect(markdown).toMatch(/\*Actualizada el \d+ de noviembre de 2026/);
  });

  it('empty: says so, offers no export', async () => {
    serve(() => contractResponse('GET /notes', { notes: [], next_cursor: null }));
    renderWithApp(<MyNotesPage />, { path: '/my-notes' });
    expect(await screen.findByTestId('my-notes-empty')).toHaveTextContent('You have no notes yet');
    expect(screen.queryByRole('button', { name: 'Download Markdown' })).toBeNull();
  });

  it('loading, then an error with a retry that loads the list', async () => {
    let fail = true;
    serve(() =>
      fail ? errorResponse(500, 'internal') : contractResponse('GET /notes', { notes, next_cursor: null }),
    );
    renderWithApp(<MyNotesPage />, { path: '/my-notes' });
    expect(screen.getByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByTestId('my-notes-error')).toHaveTextContent('Error loading your notes');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('my-notes-count')).toHaveTextContent('4 notes');
  });
});
