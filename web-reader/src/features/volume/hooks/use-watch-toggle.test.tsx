import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { currentToasts, hideToast } from '../../../lib/toast';
import { contractResponse, errorResponse } from '../../../test/contract-response';
import type { PlaylistItem } from '@camino/schemas/api/volumes';
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
});
