import type { Problem } from '@camino/schemas/messages/render-problem';
import type { TranslationRef } from '@camino/schemas/translation-ref';
import { validateTranslation } from '@camino/schemas/translations/validate-translation';
import { useDryRunFlow } from '@camino/admin-ui/hooks/use-dry-run-flow';
import { useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useConfirmedDelete } from '../../components/delete-feedback';
import {
  confirmTranslation,
  deleteTranslation,
  saveTranslation,
  translationsKey,
  useTranslationDetail,
} from '../api/translations';
import { documentText, parseDocument } from '../utils/document-text';

/** What the editor asks the server to do: publish the edited document, or keep the stored one as still valid. */
export type TranslationAction = { kind: 'save'; content: Record<string, unknown> } | { kind: 'confirm' };

const send = (ref: TranslationRef, action: TranslationAction, dryRun: boolean) =>
  action.kind === 'save'
    ? saveTranslation({ ...ref, content: action.content }, dryRun)
    : confirmTranslation(ref, dryRun);

/**
 * One translation being edited: the source and stored translation, the text typed (prefilled with
 * the translation, or with the source's structure when there is none), what is wrong with it by
 * the very check the server runs, and its three actions. Save and Still valid go through one
 * dry-run flow (the review, then Publish); Delete asks first, with its own dry run.
 */
export function useTranslationEdit(ref: TranslationRef) {
  const { mutate } = useSWRConfig();
  const detail = useTranslationDetail(ref);
  const [text, setText] = useState<string | null>(null);

  // After any change the stored version (and the list's badge) is read again; the editor then
  // shows what is stored.
  const reload = async () => {
    try {
      await Promise.all([detail.mutate(), mutate(translationsKey)]);
    } finally {
      setText(null);
    }
  };
  const flow = useDryRunFlow({
    check: (action: TranslationAction) => send(ref, action, true),
    publish: (action: TranslationAction) => send(ref, action, false),
    after: reload,
  });
  const removal = useConfirmedDelete((item: TranslationRef) => deleteTranslation(item), reload, {
    preview: (item) => deleteTranslation(item, true),
  });

  const data = detail.data;
  const stored = data?.translation ? documentText(ref.kind, data.translation.content) : null;
  // No translation yet: a JSON kind starts from its source (structure copied, text to fill);
  // About starts empty beside its source, which a translator rewrites anyway.
  const start = stored ?? (data && ref.kind !== 'about' ? documentText(ref.kind, data.source.content) : '');
  const current = text ?? start;

  const checked = useMemo((): { document?: Record<string, unknown>; problems: Problem[] } => {
    if (!data) return { problems: [] };
    const parsed = parseDocument(ref.kind, current);
    if ('problems' in parsed) return parsed;
    const result = validateTranslation(ref.kind, data.source.content, parsed.document);
    return result.ok ? { document: parsed.document, problems: [] } : { problems: [...result.problems] };
  }, [data, current, ref.kind]);

  return {
    detail,
    flow,
    removal,
    text: current,
    /** True when the text differs from what is stored (or, with none stored, from where it started). */
    dirty: current !== start,
    /** Problems the typed text has; Save waits until there are none. */
    problems: checked.problems,
    /** Nothing stored and nothing typed yet (an empty About): no verdict to show. */
    untouched: stored === null && text === null,
    canSave:
      checked.document !== undefined &&
      (stored === null || current !== stored) &&
      // The copied source as it is is no translation yet.
      !(data && current === documentText(ref.kind, data.source.content)) &&
      !flow.busy,
    edit: (next: string) => {
      setText(next);
      // A dry run is of the text it checked: an edit drops it (and an old outcome).
      if (!flow.busy) flow.reset();
    },
    save: () => {
      if (checked.document) flow.check({ kind: 'save', content: checked.document });
    },
    confirmStillValid: () => flow.check({ kind: 'confirm' }),
    askDelete: () => removal.ask(ref),
  };
}

export type TranslationEdit = ReturnType<typeof useTranslationEdit>;
