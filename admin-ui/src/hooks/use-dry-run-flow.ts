import { useRef, useState } from 'react';

/**
 * Where a change to live content stands. `value` is what was checked: Publish sends exactly that,
 * whatever was chosen or typed since. `preview` is the dry run's answer (nothing stored yet); a
 * failed publish keeps it, so the review can be read again and Publish pressed again.
 */
export type DryRunStep<V, P, R> =
  | { kind: 'idle' }
  | { kind: 'checking'; value: V }
  | { kind: 'review'; value: V; preview: P }
  | { kind: 'confirming'; value: V; preview: P }
  | { kind: 'publishing'; value: V; preview?: P }
  | { kind: 'done'; value: V; preview?: P; result: R }
  | { kind: 'failed'; value: V; preview?: P; error: unknown };

export interface DryRunFlowOptions<V, P, R, I> {
  /** Asks the server what publishing `value` would change; nothing is stored. */
  check: (value: V) => Promise<P>;
  /** Stores `value`; `input` is what the confirmation chose of it (the desktop's ticked steps). */
  publish: (value: V, input: I) => Promise<R>;
  /** Runs after a stored publish, e.g. to reload what it changed. */
  after?: (result: R, value: V) => unknown;
}

/**
 * The flow both admin clients run before live content changes: `check` shows the dry run
 * (checking, then review), `ask` opens a confirmation for a client that asks twice, `confirm`
 * publishes the checked value (publishing, then done or failed), `cancel` steps back (from the
 * confirmation to the review, else to idle). `publishNow` sends at once, for a route without a
 * dry run. An answer that comes back after Cancel or after a newer request is dropped.
 */
export function useDryRunFlow<V, P, R, I = void>({ check, publish, after }: DryRunFlowOptions<V, P, R, I>) {
  const [step, setStep] = useState<DryRunStep<V, P, R>>({ kind: 'idle' });
  const asked = useRef(0);

  const runCheck = async (value: V) => {
    const ask = ++asked.current;
    setStep({ kind: 'checking', value });
    let next: DryRunStep<V, P, R>;
    try {
      next = { kind: 'review', value, preview: await check(value) };
    } catch (error) {
      next = { kind: 'failed', value, error };
    }
    if (asked.current === ask) setStep(next);
  };

  const runPublish = async (value: V, input: I, preview?: P) => {
    const ask = ++asked.current;
    setStep({ kind: 'publishing', value, preview });
    let result: R;
    try {
      result = await publish(value, input);
    } catch (error) {
      if (asked.current === ask) setStep({ kind: 'failed', value, preview, error });
      return;
    }
    if (asked.current === ask) setStep({ kind: 'done', value, preview, result });
    // A failed reload afterwards does not turn a stored change into a failure.
    try {
      await after?.(result, value);
    } catch {
      // The next load shows what is stored.
    }
  };

  const drop = () => {
    asked.current += 1;
    setStep({ kind: 'idle' });
  };

  // Every step that carries a dry run may publish it: shown, asked to confirm, or sent before.
  const preview = 'preview' in step && step.preview !== undefined ? step.preview : null;
  return {
    step,
    /** True while either request runs. */
    busy: step.kind === 'checking' || step.kind === 'publishing',
    /** The last dry run's answer, kept through its publish and the publish's answer; else null. */
    preview,
    /** The dry run waiting for Publish (drawn with Publish and Cancel, also while it publishes); else null. */
    review: step.kind === 'review' || step.kind === 'publishing' ? preview : null,
    /** Asks for the dry run of `value`; a newer check or Cancel drops the answer of this one. */
    check: (value: V) => void runCheck(value),
    /** From the review, opens the confirmation (`confirming`). */
    ask: () => {
      if ((step.kind === 'review' || step.kind === 'failed') && preview !== null)
        setStep({ kind: 'confirming', value: step.value, preview });
    },
    /** Publishes the checked value: from the review, the confirmation, or again after a publish. */
    confirm: (input: I) => {
      if (step.kind !== 'publishing' && 'value' in step && preview !== null)
        void runPublish(step.value, input, preview);
    },
    /** Stores `value` at once, with no dry run (a route that has none). */
    publishNow: (value: V, input: I) => void runPublish(value, input),
    /** Closes the confirmation back to the review; anything else back to idle, storing nothing. */
    cancel: () => {
      if (step.kind === 'confirming') setStep({ kind: 'review', value: step.value, preview: step.preview });
      else drop();
    },
    /** Back to idle, whatever the step; an answer still on its way is dropped. */
    reset: drop,
  };
}
