// Proves the upload flow every admin upload shares: nothing sent without a file of the right
// kind, the outcome of the request, and the chosen file cleared once stored.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFileUpload } from './use-file-upload';

const json = new File(['{}'], 'playlist.json', { type: 'application/json' });
const text = new File(['hi'], 'notes.txt', { type: 'text/plain' });
const isJson = (file: File) => file.name.endsWith('.json');

describe('useFileUpload', () => {
  it('sends nothing without a file, or with a file of the wrong kind, and says so', () => {
    const send = vi.fn(async () => 'stored');
    const { result } = renderHook(() => useFileUpload({ accepts: isJson, send }));
    act(() => result.current.upload());
    expect(result.current.outcome).toEqual({ kind: 'missing' });
    act(() => result.current.choose(text));
    expect(result.current.wrongType).toBe(true);
    expect(result.current.outcome).toBeNull();
    act(() => result.current.upload());
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the chosen file, reports the result, clears the file and runs `after`', async () => {
    const send = vi.fn(async () => 'stored');
    const after = vi.fn();
    const { result } = renderHook(() => useFileUpload({ accepts: isJson, send, after }));
    act(() => result.current.choose(json));
    await act(async () => result.current.upload());
    expect(send).toHaveBeenCalledWith(json);
    expect(after).toHaveBeenCalledWith('stored');
    expect(result.current.outcome).toEqual({ kind: 'done', result: 'stored' });
    expect(result.current.file).toBeNull();
    expect(result.current.busy).toBe(false);
  });

  it('keeps the file after a failed upload so it can be sent again', async () => {
    const failure = new Error('refused');
    const after = vi.fn();
    const { result } = renderHook(() =>
      useFileUpload({ accepts: isJson, send: () => Promise.reject(failure), after }),
    );
    act(() => result.current.choose(json));
    await act(async () => result.current.upload());
    expect(result.current.outcome).toEqual({ kind: 'failed', error: failure });
    expect(result.current.file).toBe(json);
    expect(after).not.toHaveBeenCalled();
  });
});
