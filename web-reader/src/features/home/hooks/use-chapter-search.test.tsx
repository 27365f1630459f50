import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

const navigate = vi.fn();
vi.mock('react-router-dom', () => ({ useNavigate: () => navigate }));

const { useChapterSearch } = await import('./use-chapter-search');

describe('useChapterSearch', () => {
  it('reports searchErrorNavigation when the navigation fails', async () => {
    navigate.mockRejectedValueOnce(new Error('boom'));
    const volumes = [
      { id: 2, volume_number: 2, is_available: true, has_playlist_data: true, youtube_url: null },
    ];
    const wrapper = ({ children }: { children: ReactNode }) => <>{children}</>;
    const { result } = renderHook(() => useChapterSearch({ isAuthenticated: true, volumes }), { wrapper });
    await act(() => result.current.search('2-1'));
    expect(navigate).toHaveBeenCalledWith('/volume/2', { state: { searchIndex: 1 } });
    expect(result.current.error).toEqual({ key: 'searchErrorNavigation' });
    expect(result.current.searching).toBe(false);
  });
});
