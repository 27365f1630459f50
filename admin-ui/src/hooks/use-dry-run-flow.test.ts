// Proves the flow both admin clients run before live content changes: the dry run first, Publish
// sending exactly what was checked, the confirmation stepping back to the review, a failure kept
// readable, and answers that come back too late dropped.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDryRunFlow } from './use-dry-run-flow';

/** A request the test answers by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const checkOf = (value: string) => Promise.resolve(`would store ${value}`);

describe('useDryRunFlow', () => {
  it('checks, shows the review, then publishes the checked value and runs `after`', async () => {
    const publish = vi.fn((value: string) => Promise.resolve(`stored ${value}`));
    const after = vi.fn();
    const { result } = renderHook(() => useDryRunFlow({ check: checkOf, publish, after }));
    expect(result.current.step).toEqual({ kind: 'idle' });

    await act(async () => result.current.check('a'));
    expect(result.current.step).toEqual({ kind: 'review', value: 'a', preview: 'would store a' });
    expect(publish).not.toHaveBeenCalled();

    await act(async () => result.current.confirm());
    expect(publish).toHaveBeenCalledExactlyOnceWith('a', undefined);
    expect(result.current.step).toMatchObject({ kind: 'done', value: 'a', result: 'stored a' });
    expect(after).toHaveBeenCalledWith('stored a', 'a');
    expect(result.current.busy).toBe(false);
  });

  it('is busy while checking and while publishing', async () => {
    const checking = deferred<string>();
    const publishing = deferred<string>();
    const { result } = renderHook(() =>
      useDryRunFlow({ check: () => checking.promise, publish: () => publishing.promise }),
    );
    act(() => result.current.check('a'));
    expect(result.current.step).toEqual({ kind: 'checking', value: 'a' });
    expect(result.current.busy).toBe(true);
    await act(async () => checking.resolve('would'));
    expect(result.current.busy).toBe(false);

    expect(result.current.review).toBe('would');
    act(() => result.current.confirm());
    expect(result.current.step).toMatchObject({ kind: 'publishing', value: 'a', preview: 'would' });
    expect(result.current.busy).toBe(true);
    expect(result.current.review).toBe('would');
    await act(async () => publishing.resolve('stored'));
    expect(result.current.step.kind).toBe('done');
    // The review is over; the dry run stays readable beside the answer.
    expect(result.current.review).toBeNull();
    expect(result.current.preview).toBe('would');
  });

  it('cancel drops the review and stores nothing; an answer after Cancel is dropped too', async () => {
    const checking = deferred<string>();
    const publish = vi.fn(() => Promise.resolve('stored'));
    const { result } = renderHook(() => useDryRunFlow({ check: () => checking.promise, publish }));
    act(() => result.current.check('a'));
    act(() => result.current.cancel());
    await act(async () => checking.resolve('late'));
    expect(result.current.step).toEqual({ kind: 'idle' });

    await act(async () => result.current.confirm());
    expect(publish).not.toHaveBeenCalled();
  });

  it('keeps only the newest check when two overlap', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const answers = [first, second];
    const { result } = renderHook(() =>
      useDryRunFlow({ check: () => answers.shift()!.promise, publish: checkOf }),
    );
    act(() => result.current.check('old'));
    act(() => result.current.check('new'));
    await act(async () => second.resolve('new answer'));
    await act(async () => first.resolve('old answer'));
    expect(result.current.step).toEqual({ kind: 'review', value: 'new', preview: 'new answer' });
  });

  it('asks to confirm: Cancel goes back to the review, Publish sends what the confirmation chose', async () => {
    const publish = vi.fn((_value: string, ids: string[]) => Promise.resolve(ids.length));
    const { result } = renderHook(() => useDryRunFlow({ check: checkOf, publish }));
    await act(async () => result.current.check('a'));
    act(() => result.current.ask());
    expect(result.current.step).toEqual({ kind: 'confirming', value: 'a', preview: 'would store a' });

    act(() => result.current.cancel());
    expect(result.current.step).toEqual({ kind: 'review', value: 'a', preview: 'would store a' });
    expect(publish).not.toHaveBeenCalled();

    act(() => result.current.ask());
    await act(async () => result.current.confirm(['x', 'y']));
    expect(publish).toHaveBeenCalledExactlyOnceWith('a', ['x', 'y']);
    expect(result.current.step).toMatchObject({ kind: 'done', result: 2 });

    // A retry sends again from the answer, with what the client chooses to send again.
    await act(async () => result.current.confirm(['y']));
    expect(publish).toHaveBeenLastCalledWith('a', ['y']);
  });

  it('a refused dry run has nothing to publish', async () => {
    const refusal = new Error('refused');
    const publish = vi.fn(checkOf);
    const { result } = renderHook(() => useDryRunFlow({ check: () => Promise.reject(refusal), publish }));
    await act(async () => result.current.check('a'));
    expect(result.current.step).toEqual({ kind: 'failed', value: 'a', error: refusal });
    act(() => result.current.ask());
    await act(async () => result.current.confirm());
    expect(result.current.step.kind).toBe('failed');
    expect(publish).not.toHaveBeenCalled();
  });

  it('a refused publish keeps the dry run, so Publish can be pressed again; `after` does not run', async () => {
    const refusal = new Error('refused');
    const publish = vi
      .fn<(value: string) => Promise<string>>()
      .mockRejectedValueOnce(refusal)
      .mockResolvedValueOnce('stored');
    const after = vi.fn();
    const { result } = renderHook(() => useDryRunFlow({ check: checkOf, publish, after }));
    await act(async () => result.current.check('a'));
    await act(async () => result.current.confirm());
    expect(result.current.step).toEqual({
      kind: 'failed',
      value: 'a',
      preview: 'would store a',
      error: refusal,
    });
    expect(after).not.toHaveBeenCalled();

    await act(async () => result.current.confirm());
    expect(result.current.step).toMatchObject({ kind: 'done', result: 'stored' });
    expect(after).toHaveBeenCalledOnce();
  });

  it('a failed `after` does not turn a stored publish into a failure', async () => {
    const { result } = renderHook(() =>
      useDryRunFlow({ check: checkOf, publish: checkOf, after: () => Promise.reject(new Error('reload')) }),
    );
    await act(async () => result.current.check('a'));
    await act(async () => result.current.confirm());
    expect(result.current.step.kind).toBe('done');
  });

  it('publishNow sends without a dry run', async () => {
    const check = vi.fn(checkOf);
    const publish = vi.fn(() => Promise.resolve('stored'));
    const { result } = renderHook(() => useDryRunFlow({ check, publish }));
    await act(async () => result.current.publishNow('a'));
    expect(check).not.toHaveBeenCalled();
    expect(result.current.step).toEqual({ kind: 'done', value: 'a', preview: undefined, result: 'stored' });
  });
});
