// The quick editor on a stored playlist, where the chapters' titles are: read as the upload file is
// written (without the reader's own fields), checked by the playlist validator, kept on its
// volume, and saved through the playlist upload (dry run first).
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiNavigator } from '../../../../lib/api-client';
import { saveSession } from '../../../../lib/session';
import { contractBody, contractResponse } from '../../../../test/contract-response';
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

const item = (position: number, videoId: string) => ({
  position,
  videoId,
  chapter_key: videoId || `t-${position}`,
  title: `3-${position}. Capítulo ${position}`,
  url: videoId ? `https://youtu.be/${videoId}` : '',
  channelTitle: 'Camino',
  thumbnail: '',
  is_watched: false,
});

const file = (titles: string[]) => ({
  playlistId: 'PL3',
  playlistTitle: 'Camino - Volumen 3: La viña',
  description: 'Tres capítulos.',
  items: [
    { title: titles[0], videoId: 'v1', url: 'https://youtu.be/v1', channelTitle: 'Camino', thumbnail: '' },
    // No video yet: its key keeps its chapter when its title changes.
    { title: titles[1], videoId: '', url: '', channelTitle: 'Camino', thumbnail: '', key: 't-2' },
  ],
});

const report = (dryRun: boolean) =>
  contractBody('POST /admin/upload-playlist', {
    message: 'Playlist of volume 3 saved with 2 videos.',
    volume_number: 3,
    videos_count: 2,
    impact: {
      volume_number: 3,
      moved: { notes: 0, marks: 0, positions: 0, members: 0 },
      unpublished: { notes: 0, marks: 0, positions: 0, members: 0 },
    },
    ...(dryRun ? { dry_run: true as const } : {}),
    changes: [
      {
        kind: 'playlist',
        key: '3',
        status: 'changed',
        fields: [{ pointer: '/items/1/title', before: '3-2. Capítulo 2', after: '3-2. El sembrador' }],
      },
    ],
    revision: dryRun ? null : 7,
  });

const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('QuickEditModal (playlist)', () => {
  beforeEach(() => {
    saveSession({ access_token: 'token', user_type: 'admin', user_info: {} });
    setApiNavigator(vi.fn());
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        contractResponse('GET /volumes/:volume/playlist', {
          volume_number: 3,
          ...file([]),
          items: [item(1, 'v1'), item(2, '')],
          last_chapter: 1,
          lang: 'es',
          fallback: false,
        }),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(uploadFile).mockReset();
  });

  const open = async () => {
    renderWithApp(<QuickEditButton target={{ kind: 'playlist', key: '3' }} label="Edit volume 3" />);
    fireEvent.click(screen.getByTestId('quick-edit-open'));
    expect(await screen.findByTestId('quick-edit-preview', {}, { timeout: 10_000 })).toHaveTextContent(
      '3-2. Capítulo 2',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Edit' }));
    return screen.findByRole('textbox', { name: /JSON/ }, { timeout: 10_000 });
  };

  it("opens the upload file's shape and saves a corrected chapter title through the playlist upload", async () => {
    vi.mocked(uploadFile).mockImplementation(
      async (_route, _file, options) => report(!!options?.dryRun) as never,
    );
    const text = await open();
    expect(JSON.parse((text as HTMLTextAreaElement).value)).toEqual(
      file(['3-1. Capítulo 1', '3-2. Capítulo 2']),
    );
    const corrected = file(['3-1. Capítulo 1', '3-2. El sembrador']);
    fireEvent.change(text, { target: { value: JSON.stringify(corrected) } });
    fireEvent.click(screen.getByTestId('quick-edit-save'));
    expect(await screen.findByTestId('quick-edit-dry-run-summary')).toHaveTextContent('1 changed');
    const [route, sent, options] = vi.mocked(uploadFile).mock.calls[0]!;
    expect(route).toBe('POST /admin/upload-playlist');
    expect(sent.name).toBe('Vol_3.json');
    expect(JSON.parse(await readText(sent))).toEqual(corrected);
    expect(options).toEqual({ dryRun: true });
    fireEvent.click(screen.getByTestId('quick-edit-confirm'));
    expect(await screen.findByTestId('quick-edit-saved')).toHaveTextContent('Saved as revision 7.');
  });

  it('refuses a title naming another volume: it would replace that volume', async () => {
    const text = await open();
    const moved = { ...file(['3-1. A', '3-2. B']), playlistTitle: 'Camino - Volumen 4: Otro' };
    fireEvent.change(text, { target: { value: JSON.stringify(moved) } });
    expect(await screen.findByText(/\/playlistTitle/)).toBeInTheDocument();
    expect(uploadFile).not.toHaveBeenCalled();
  });
});
