import { computeChange, type Change } from '@camino/schemas/publishing/field-changes';
import { localizeProblems, problem } from '@camino/schemas/messages/render-problem';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { adapterFor, targetName, type QuickEditTarget, type SaveAnswer } from './targets';

/** Where a save stands: checked by the dry run and waiting for Publish, publishing, saved, refused. */
export type SaveStep =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'review'; answer: SaveAnswer }
  | { kind: 'saving'; answer: SaveAnswer }
  | { kind: 'saved'; answer: SaveAnswer }
  | { kind: 'failed'; error: unknown };

const pretty = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * One quick edit: the stored item, the text being edited, what is wrong with it (the server's own
 * validators, in the UI's language), the change from the stored item, and the save in two steps
 * — the dry run, then the real call.
 */
export function useQuickEdit(target: QuickEditTarget) {
  const { i18n } = useTranslation();
  const { mutate } = useSWRConfig();
  const adapter = useMemo(() => adapterFor(target), [target]);
  const stored = useSWR(`quick-edit ${target.kind} ${target.key}`, adapter.load, {
    revalidateOnFocus: false,
  });
  const [text, setText] = useState<string | null>(null);
  const [step, setStep] = useState<SaveStep>({ kind: 'idle' });
  const original = stored.data;
  const current = text ?? (original === undefined ? '' : pretty(original));

  const checked = useMemo(() => {
    if (original === undefined) return null;
    let value: unknown;
    try {
      value = JSON.parse(current);
    } catch (error) {
      const syntax = problem('', 'not_json_paren', { reason: (error as Error).message });
      return { value: undefined, problems: localizeProblems([syntax], i18n.language), change: null };
    }
    const problems = localizeProblems(adapter.validate(value), i18n.language);
    // Named as the editor names it (a theme by its title, not its id).
    const change: Change = computeChange(target.kind, targetName(target), original, value);
    return { value, problems, change };
  }, [adapter, current, original, i18n.language, target]);

  const edit = (next: string) => {
    setText(next);
    if (step.kind !== 'checking' && step.kind !== 'saving') setStep({ kind: 'idle' });
  };

  const check = async () => {
    if (!checked || checked.problems.length > 0) return;
    setStep({ kind: 'checking' });
    try {
      setStep({ kind: 'review', answer: await adapter.save(checked.value, true) });
    } catch (error) {
      setStep({ kind: 'failed', error });
    }
  };

  const publish = async () => {
    if (!checked || step.kind !== 'review') return;
    setStep({ kind: 'saving', answer: step.answer });
    try {
      const answer = await adapter.save(checked.value, false);
      setStep({ kind: 'saved', answer });
      setText(null);
      await stored.mutate(checked.value, { revalidate: false });
      await Promise.all(adapter.reloads.map((key) => mutate(key)));
    } catch (error) {
      setStep({ kind: 'failed', error });
    }
  };

  return {
    adapter,
    stored,
    text: current,
    checked,
    step,
    edit,
    check: () => void check(),
    publish: () => void publish(),
    cancelReview: () => setStep({ kind: 'idle' }),
  };
}
