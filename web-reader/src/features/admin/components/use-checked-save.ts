import type { Change } from '@camino/schemas/publishing/field-changes';
import { useRef, useState } from 'react';

/** What a content-changing admin call answers besides its own fields (issue #17). */
export interface Published {
  changes?: Change[];
}

/**
 * Where a save stands: its dry run asked for, shown and waiting for Publish, publishing, saved,
 * or refused (by the dry run or by the real call). `value` is what was checked: Publish sends
 * exactly that, whatever was typed since.
 */
export type CheckedSaveStep<V, R> =
  | { kind: 'idle' }
  | { kind: 'checking'; value: V }
  | { kind: 'review'; value: V; changes: Change[] }
  | { kind: 'saving'; value: V; changes: Change[] }
  | { kind: 'saved'; value: V; result: R }
  | { kind: 'failed'; value: V; error: unknown };

/**
 * A save that shows its dry run first (issue #17): `check` asks the server what the save would
 * change (`send(value, true)`, nothing stored), `confirm` then stores that same value
 * (`send(value, false)`) and runs `after`. `cancel` drops the dry run; an answer that comes back
 * after Cancel, or after another check, is dropped too.
 */
export function useCheckedSave<V, R extends Published>(
  send: (value: V, dryRun: boolean) => Promise<R>,
  after?: (result: R, value: V) => unknown,
) {
  const [step, setStep] = useState<CheckedSaveStep<V, R>>({ kind: 'idle' });
  const asked = useRef(0);

  const check = async (value: V) => {
    const ask = ++asked.current;
    setStep({ kind: 'checking', value });
    let next: CheckedSaveStep<V, R>;
    try {
      next = { kind: 'review', value, changes: (await send(value, true)).changes ?? [] };
    } catch (error) {
      next = { kind: 'failed', value, error };
    }
    if (asked.current === ask) setStep(next);
  };

  const confirm = async () => {
    if (step.kind !== 'review') return;
    const { value, changes } = step;
    const ask = ++asked.current;
    setStep({ kind: 'saving', value, changes });
    let result: R;
    try {
      result = await send(value, false);
    } catch (error) {
      setStep({ kind: 'failed', value, error });
      return;
    }
    if (asked.current === ask) setStep({ kind: 'saved', value, result });
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

  return {
    step,
    /** True while either request runs. */
    busy: step.kind === 'checking' || step.kind === 'saving',
    check: (value: V) => void check(value),
    confirm: () => void confirm(),
    /** Drops the dry run (or any outcome shown): nothing is stored. */
    cancel: drop,
    reset: drop,
  };
}
