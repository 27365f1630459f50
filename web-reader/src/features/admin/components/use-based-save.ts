import { useRef, useState } from 'react';
import { useDryRunFlow } from '@camino/admin-ui/hooks/use-dry-run-flow';
import { ApiError } from '../../../lib/api-errors';

/** An item as the server stores it now, with the base a later write sends back. */
export interface StoredItem<V> {
  value: V;
  hash: string;
}

/** What one dry run checked: the value and the base it was made from, so Publish sends both. */
export interface BasedValue<V> {
  value: V;
  base: string;
}

export interface BasedSaveOptions<V, P, R> {
  /** The item as opened: its value went to the editor, its hash is the first base. */
  initial: StoredItem<V>;
  /** Reads the item as stored now (GET /admin/content-item). */
  read: () => Promise<StoredItem<V>>;
  /** The dry run of `value` made from `base`. */
  check: (value: V, base: string) => Promise<P>;
  /** The real save of `value` made from `base`. */
  publish: (value: V, base: string) => Promise<R>;
  /** Runs after a stored publish. */
  after?: (result: R, value: V) => unknown;
  /** Puts the server's value into the editor ("Load their version"). */
  onLoad: (value: V) => void;
  /** Whether two values are the same text; strict equality when left out. */
  same?: (a: V, b: V) => boolean;
}

/** True for the server's refusal of a write whose base is no longer the item's. */
export const isStaleBase = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.code === 'stale_base';

/**
 * The dry-run flow of a whole-item save with optimistic concurrency: every check and publish
 * sends the base the editor's text was made from, so a save over another admin's newer change is
 * refused (409 stale_base) instead of silently replacing it. On that refusal nothing in the
 * editor changes; the admin chooses `loadTheirs` (the server's text and base replace the
 * editor's, after `confirmLoad` when the texts differ) or `keepMine` (the current base, then a
 * new dry run of the editor's text over theirs, published only on its own confirm).
 */
export function useBasedSave<V, P, R>(options: BasedSaveOptions<V, P, R>) {
  const { initial, read, check, publish, after, onLoad } = options;
  const same = options.same ?? ((a: V, b: V) => a === b);
  const [base, setBase] = useState(initial.hash);
  // Their version read for "Load their version", waiting for the admin's confirm.
  const [pending, setPending] = useState<StoredItem<V> | null>(null);
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState<unknown>(null);
  // The latest base, for an answer that lands after a newer read.
  const baseRef = useRef(base);
  const takeBase = (hash: string) => {
    baseRef.current = hash;
    setBase(hash);
  };

  const flow = useDryRunFlow<BasedValue<V>, P, R>({
    check: ({ value, base: from }) => check(value, from),
    publish: ({ value, base: from }) => publish(value, from),
    after: async (result, { value, base: from }) => {
      try {
        await after?.(result, value);
      } finally {
        // The answer carries no base: read it, and take it only while the stored text is still
        // the one just published; were it another admin's already, the old base makes the next
        // save ask instead of overwriting theirs.
        const now = await read();
        if (baseRef.current === from && same(now.value, value)) takeBase(now.hash);
      }
    },
  });
  const conflict = flow.step.kind === 'failed' && isStaleBase(flow.step.error) ? flow.step.error : null;

  const fetchTheirs = async (): Promise<StoredItem<V> | null> => {
    setReading(true);
    setReadError(null);
    try {
      return await read();
    } catch (error) {
      setReadError(error);
      return null;
    } finally {
      setReading(false);
    }
  };

  const apply = (theirs: StoredItem<V>) => {
    setPending(null);
    takeBase(theirs.hash);
    onLoad(theirs.value);
    flow.reset();
  };

  return {
    ...flow,
    /** The base the next check sends. */
    base,
    /** Busy while a check, a publish or a read of their version runs. */
    busy: flow.busy || reading,
    /** The 409 stale_base the last check or publish met; null otherwise. */
    conflict,
    /** Reading their version failed (shown with the conflict, whose choices can be tried again). */
    readError,
    /** Their version, read and waiting for the admin to confirm it replaces the editor's text. */
    pending,
    /** Dry run of `value` from the current base. */
    check: (value: V) => flow.check({ value, base: baseRef.current }),
    /** Reads their version: loads it at once when it equals `mine`, else asks for `confirmLoad`. */
    loadTheirs: async (mine: V) => {
      const theirs = await fetchTheirs();
      if (!theirs) return;
      if (same(theirs.value, mine)) apply(theirs);
      else setPending(theirs);
    },
    confirmLoad: () => pending && apply(pending),
    cancelLoad: () => setPending(null),
    /** Takes the current base and checks `mine` again over their text. */
    keepMine: async (mine: V) => {
      const theirs = await fetchTheirs();
      if (!theirs) return;
      takeBase(theirs.hash);
      flow.check({ value: mine, base: theirs.hash });
    },
  };
}

export type BasedSave<V, P, R> = ReturnType<typeof useBasedSave<V, P, R>>;
