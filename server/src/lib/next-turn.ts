import { performance } from 'node:perf_hooks';

/**
 * One turn of the event loop: other requests' I/O callbacks run before the promise resolves
 * (setImmediate comes after the poll phase, where a process.nextTick or a resolved promise never
 * lets them in). Long work on the request thread (a large upload's parsing, hashing, diffing)
 * awaits it between items so that no read waits behind the whole of it.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * For loops over many tiny steps, where a turn per step would cost more than the steps: a check,
 * without awaiting anything, of whether `sliceMs` have passed since it last said yes.
 */
export function turnDue(sliceMs = 10): () => boolean {
  let since = performance.now();
  return () => {
    const now = performance.now();
    if (now - since < sliceMs) return false;
    since = now;
    return true;
  };
}
