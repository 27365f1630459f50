import { computeChange, type Change } from '@camino/schemas/publishing/field-changes';
import { localizeProblems } from '@camino/schemas/messages/render-problem';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { useDryRunFlow } from '@camino/admin-ui/hooks/use-dry-run-flow';
import { adapterFor, targetName, type QuickEditTarget } from './targets';
import { parseJson } from '@camino/schemas/json-text';

const pretty = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * One quick edit: the stored item, the text being edited, what is wrong with it (the server's own
 * validators, in the UI's language), the change from the stored item, and the save through the
 * shared dry-run flow: the dry run, then the real call with the value checked.
 */
export function useQuickEdit(target: QuickEditTarget) {
  const { i18n } = useTranslation();
  const { mutate } = useSWRConfig();
  const adapter = useMemo(() => adapterFor(target), [target]);
  const stored = useSWR(`quick-edit ${target.kind} ${target.key}`, adapter.load, {
    revalidateOnFocus: false,
  });
  const [text, setText] = useState<string | null>(null);
  const save = useDryRunFlow({
    check: (value: unknown) => adapter.save(value, true),
    publish: (value: unknown) => adapter.save(value, false),
    after: async (_answer, value) => {
      setText(null);
      await stored.mutate(value, { revalidate: false });
      await Promise.all(adapter.reloads.map((key) => mutate(key)));
    },
  });
  const original = stored.data;
  const current = text ?? (original === undefined ? '' : pretty(original));

  const checked = useMemo(() => {
    if (original === undefined) return null;
    const parsed = parseJson(current);
    if (!parsed.ok)
      return { value: undefined, problems: localizeProblems(parsed.problems, i18n.language), change: null };
    const value = parsed.value;
    const problems = localizeProblems(adapter.validate(value), i18n.language);
    // Named as the editor names it (a theme by its title, not its id).
    const change: Change = computeChange(target.kind, targetName(target), original, value);
    return { value, problems, change };
  }, [adapter, current, original, i18n.language, target]);

  const edit = (next: string) => {
    setText(next);
    // A dry run is of the text it checked: an edit drops it (and an old 'Saved').
    if (!save.busy) save.reset();
  };

  return {
    adapter,
    stored,
    text: current,
    checked,
    step: save.step,
    review: save.review,
    busy: save.busy,
    edit,
    check: () => {
      if (checked && checked.problems.length === 0) save.check(checked.value);
    },
    publish: () => save.confirm(),
    cancelReview: save.cancel,
  };
}
