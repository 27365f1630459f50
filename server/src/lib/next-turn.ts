import { performance } from 'node:perf_hooks';

/**
 * One turn of the event loop: other requests' I/O callbacks run before the promise resolves
 * (setImmediate comes after the poll phase, where a process.nextTick or a resolved promise never
 * lets them in). Long work on the request thread (a large upload's parsing, hashing, diffing)
 * awaits it between steps so that no read waits behind the whole of it (issues 19 and 29).
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Milliseconds of work between two turns: well under a read's budget of 200 ms, and few turns. */
export const TURN_SLICE_MS = 10;

/**
 * A function to await inside a loop of small synchronous steps: it gives the event loop a turn
 * once `sliceMs` of work have passed since the last one, and resolves at once otherwise (a turn
 * per step would cost more than the steps when they are many and tiny).
 */
export function turnTaker(sliceMs = TURN_SLICE_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    since = performance.now();
  };
}
