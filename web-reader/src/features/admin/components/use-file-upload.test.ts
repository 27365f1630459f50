// Proves what an admin upload adds to the shared dry-run flow: nothing sent without a file of the
// right kind, the chosen file sent to the dry run and then published on confirm, and the chosen
// file cleared once stored.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFileUpload } from './use-file-upload';

const json = new File(['{}'], 'playlist.json', { type: 'application/json' });
const text = new File(['hi'], 'notes.txt', { type: 'text/plain' });
const isJson = (file: File) => file.name.endsWith('.json');
const answer = async (_file: File, { dryRun }: { dryRun: boolean }) => (dryRun ? 'would store' : 'stored');

describe('useFileUpload', () => {
  it('sends nothing without a file, or with a file of the wrong kind, and says so', () => {
    const send = vi.fn(answer);
    const { result } = renderHook(() => useFileUpload({ accepts: isJson, send }));
    act(() => result.current.upload());
    expect(result.current.missing).toBe(true);
    act(() => result.current.choose(text));
    expect(result.current.wrongType).toBe(true);
    expect(result.current.missing).toBe(false);
    act(() => result.current.upload());
    expect(result.current.missing).toBe(true);
    expect(result.current.step).toEqual({ kind: 'idle' });
    expect(send).not.toHaveBeenCalled();
  });

  it('asks for the dry run first, publishes the same file only on confirm, then runs `after`', async () => {
    const send = vi.fn(answer);
    const after = vi.fn();
    const { result } = renderHook(() => useFileUpload({ accepts: isJson, send, after }));
    act(() => result.current.choose(json));
    await act(async () => result.current.upload());
    expect(send).toHaveBeenCalledExactlyOnceWith(json, { dryRun: true });
    expect(result.current.step).toEqual({ kind: 'review', value: json, preview: 'would store' });
    expect(result.current.file).toBe(json);
    expect(after).not.toHaveBeenCalled();

    await act(async () => result.current.confirm());
    expect(send).toHaveBeenLastCalledWith(json, { dryRun: false });
    expect(after).toHaveBeenCalledWith('stored');
    expect(result.current.step).toMatchObject({ kind: 'done', result: 'stored' });
    expect(result.current.file).toBeNull();
    expect(result.current.busy).toBe(false);
  });

  it('cancelling the dry run publishes nothing and keeps the file', async () => {
    const send = vi.fn(answer);
    const { result } = renderHook(() => useFileUpload({ accepts: isJson, send }));
    act(() => result.current.choose(json));
    await act(async () => result.current.upload());
    act(() => result.current.cancel());
    expect(result.current.step).toEqual({ kind: 'idle' });
    expect(result.current.file).toBe(json);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('publishes at once for a route without a dry run', async () => {
    const send = vi.fn(answer);
    const { result } = renderHook(() => useFileUpload({ accepts: isJson, send, dryRun: false }));
    act(() => result.current.choose(json));
    await act(async () => result.current.upload());
    expect(send).toHaveBeenCalledExactlyOnceWith(json, { dryRun: false });
    expect(result.current.step).toMatchObject({ kind: 'done', result: 'stored' });
  });

  it('keeps the file after a refused dry run so it can be sent again', async () => {
    const failure = new Error('refused');
    const after = vi.fn();
    const { result } = renderHook(() =>
      useFileUpload({ accepts: isJson, send: () => Promise.reject(failure), after }),
    );
    act(() => result.current.choose(json));
    await act(async () => result.current.upload());
    expect(result.current.step).toEqual({ kind: 'failed', value: json, error: failure });
    expect(result.current.file).toBe(json);
    expect(after).not.toHaveBeenCalled();
  });
});
