import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { currentToasts, hideToast } from '../../../lib/toast';
import { contractResponse, errorResponse } from '../../../test/contract-response';
import type { PlaylistItem } from '@camino/schemas/api/volumes';
import { listWatchWishes } from '../../../lib/outbox/watch-wishes';
import { saveSession } from '../../../lib/session';
import { usePlaylist } from '../api/get-playlist';
import { useUnsentMarks } from './use-unsent-marks';
import { useWatchToggle, WATCH_ERROR_TOAST_MS } from './use-watch-toggle';

const item: PlaylistItem = {
  position: 1,
  videoId: 'v1',
  chapter_key: 'v1',
  title: '1-1. Uno',
  url: '',
  channelTitle: '',
  thumbnail: '',
  is_watched: false,
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
);

async function toggleAnswered(answer: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => answer),
  );
  const { result } = renderHook(() => useWatchToggle(1), { wrapper });
  await act(() => result.current.toggle(item));
  return currentToasts();
}

describe('useWatchToggle', () => {
  afterEach(() => {
    for (const toast of currentToasts()) hideToast(toast.id);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows no toast when the server flips the mark', async () => {
    expect(await toggleAnswered(contractResponse('POST /videos/watch', { watched: true }))).toEqual([]);
  });

  it('says, in red for 3 s, that the mark did not change when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const toasts = await toggleAnswered(errorResponse(500, 'internal'));
    expect(toasts).toEqual([
      expect.objectContaining({
        message: i18n.t('watchToggleFailed'),
        color: 'red',
        duration: WATCH_ERROR_TOAST_MS,
      }),
    ]);
  });

  it('words the failure in Spanish for a Spanish reader', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await i18n.changeLanguage('es');
    try {
      const [toast] = await toggleAnswered(errorResponse(503, 'database_unavailable'));
      expect(toast?.message).toBe('No se pudo cambiar la marca de visto. Inténtalo de nuevo.');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('a video that now shows another chapter: the playlist is fetched again and the chapter is marked where it is', async () => {
    const replaced = { ...item, videoId: 'v1new', url: 'x' };
    const sent: unknown[] = [];
    let gone = false;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        if (String(input) === '/api/volumes/1/playlist?lang=en')
          return contractResponse('GET /volumes/:volume/playlist', {
            volume_number: 1,
            playlistId: 'PL1',
            playlistTitle: 'Vol 1',
            description: '',
            items: gone ? [] : [replaced],
            last_chapter: null,
            lang: 'es',
            fallback: true,
          });
        const body = JSON.parse(String(init?.body)) as { video_id: string };
        sent.push(body);
        return body.video_id === 'v1'
          ? errorResponse(409, 'chapter_moved', {
              chapter: { volume: 1, chapter_key: 'v1', index: gone ? null : 1, title: '1-1. Uno' },
            })
          : contractResponse('POST /videos/watch', { watched: true });
      }),
    );
    const { result } = renderHook(
      () => {
        const playlist = usePlaylist(1);
        return { playlist, watch: useWatchToggle(1) };
      },
      { wrapper },
    );
    await act(() => result.current.watch.toggle(item));
    expect(sent).toEqual([
      { video_id: 'v1', volume_number: 1, chapter_key: 'v1' },
      { video_id: 'v1new', volume_number: 1, chapter_key: 'v1' },
    ]);
    expect(result.current.playlist.data?.items[0]).toMatchObject({ videoId: 'v1new', is_watched: true });
    expect(currentToasts()).toEqual([]);

    // A chapter no longer published: nothing is marked, and the member is told.
    gone = true;
    sent.length = 0;
    await act(() => result.current.watch.toggle(item));
    expect(sent).toHaveLength(1);
    expect(currentToasts().map((t) => t.message)).toEqual([i18n.t('watchChapterGone')]);
  });

  it('offline, keeps the wished mark in the outbox and shows it at once; toggling back leaves nothing to send', async () => {
    saveSession({ access_token: 'token', user_type: 'user', user_info: { id: 9 } });
    const fetchMock = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const playlist = {
      volume_number: 1,
      playlistId: 'PL1',
      playlistTitle: 'Vol 1',
      description: '',
      items: [item],
      last_chapter: null,
      lang: 'en' as const,
      fallback: false,
    };
    const { result } = renderHook(() => ({ shown: useUnsentMarks(playlist), watch: useWatchToggle(1) }), {
      wrapper,
    });
    await act(() => result.current.watch.toggle(result.current.shown!.items[0]!));
    expect(result.current.shown?.items[0]?.is_watched).toBe(true);
    expect(listWatchWishes('u9')).toEqual([expect.objectContaining({ videoId: 'v1', watched: true })]);
    expect(currentToasts().map((t) => [t.message, t.color])).toEqual([[i18n.t('watchKeptOffline'), 'blue']]);

    // A mark of a chapter with one still unsent goes behind it: no request of its own.
    const requests = fetchMock.mock.calls.length;
    await act(() => result.current.watch.toggle(result.current.shown!.items[0]!));
    expect(result.current.shown?.items[0]?.is_watched).toBe(false);
    expect(listWatchWishes('u9')).toEqual([]);
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/videos/watch'))).toHaveLength(
      requests,
    );
  });
});
