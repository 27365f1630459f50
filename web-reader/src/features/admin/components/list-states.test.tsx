// Proves the states every admin section shares: placeholders, a failure with Retry that keeps
// shown data, and a confirmed delete whose outcome reflects the delete itself, not the reload.
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-errors';
import { renderWithApp } from '../../../test/render';
import '../locales/load-admin-catalogs';
import { useConfirmedDelete } from './delete-feedback';
import { LoadState, type Loadable } from './load-state';

const loadable = <T,>(over: Partial<Loadable<T>>): Loadable<T> => ({
  data: undefined,
  error: undefined,
  mutate: vi.fn(),
  ...over,
});

describe('LoadState', () => {
  it('shows placeholders while loading, shaped as asked', () => {
    renderWithApp(
      <LoadState result={loadable<string>({})} errorKey="adminPlaylistsLoadError" skeleton={[10, 20]}>
        {(data) => <p>{data}</p>}
      </LoadState>,
    );
    const busy = screen.getByLabelText('Loading…');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy.children).toHaveLength(2);
  });

  it('shows the server detail, or the fallback, with a Retry that reloads', () => {
    const mutate = vi.fn();
    const failed = new ApiError(503, 'database_unavailable', 'The database is unreachable');
    const { unmount } = renderWithApp(
      <LoadState result={loadable<string>({ error: failed, mutate })} errorKey="adminPlaylistsLoadError">
        {(data) => <p>{data}</p>}
      </LoadState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The database is unreachable');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(mutate).toHaveBeenCalledTimes(1);
    unmount();

    renderWithApp(
      <LoadState
        result={loadable<string>({ error: new Error('offline') })}
        errorKey="adminPlaylistsLoadError"
      >
        {(data) => <p>{data}</p>}
      </LoadState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading playlists');
  });

  it('keeps showing loaded data when a later reload fails', () => {
    renderWithApp(
      <LoadState
        result={loadable({ data: 'the rows', error: new Error('offline') })}
        errorKey="adminPlaylistsLoadError"
      >
        {(data) => <p>{data}</p>}
      </LoadState>,
    );
    expect(screen.getByText('the rows')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('useConfirmedDelete', () => {
  const noChanges = async () => ({ changes: [] });

  it('deletes only after confirmation, then reports the deleted item', async () => {
    const remove = vi.fn(async () => undefined);
    const refresh = vi.fn(async () => undefined);
    const { result } = renderHook(() => useConfirmedDelete(remove, refresh, { preview: noChanges }));
    await act(async () => result.current.ask('volume 3'));
    expect(remove).not.toHaveBeenCalled();
    expect(result.current.pending).toBe('volume 3');
    await act(async () => result.current.confirm());
    expect(remove).toHaveBeenCalledWith('volume 3');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(result.current.outcome).toEqual({ kind: 'deleted', item: 'volume 3' });
    expect(result.current.pending).toBeNull();
    expect(result.current.deleting).toBe(false);
  });

  it('reports a failed delete and does not reload', async () => {
    const failure = new Error('refused');
    const refresh = vi.fn();
    const { result } = renderHook(() =>
      useConfirmedDelete(() => Promise.reject(failure), refresh, { preview: noChanges }),
    );
    await act(async () => result.current.ask('volume 3'));
    await act(async () => result.current.confirm());
    expect(result.current.outcome).toEqual({ kind: 'failed', error: failure });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('a cancelled confirmation deletes nothing', async () => {
    const remove = vi.fn(async () => undefined);
    const { result } = renderHook(() => useConfirmedDelete(remove, vi.fn(), { preview: noChanges }));
    await act(async () => result.current.ask('volume 3'));
    act(() => result.current.cancel());
    act(() => result.current.confirm());
    expect(remove).not.toHaveBeenCalled();
    expect(result.current.pending).toBeNull();
  });
});
