// What a revision did, in words the history shows in its reader's language. A revision stores its
// summary as catalogue messages (JSON in its `summary` column), written out when the history is
// read; a summary stored as plain text (written before summaries were messages) reads as it is.
import { message, renderMessage, type Message, type MessageLanguage } from '../messages/render-message';
import { countChanges, type Change } from './field-changes';

/** A stored summary: messages joined with commas, or the revert of another revision's. */
type StoredSummary = { messages: Message[] } | { revert: number; of: string };

/** The stored form of a summary made of `messages` ("2 new, 1 changed"). */
export const summaryOf = (...messages: Message[]): string => JSON.stringify({ messages });

/** The stored summary of a revert of revision `id`, whose own stored summary is `of`. */
export const revertSummary = (id: number, of: string): string => JSON.stringify({ revert: id, of });

/** Each counted status's message for one item, and for more. */
const COUNTED = {
  new: ['summary_new_one', 'summary_new'],
  changed: ['summary_changed_one', 'summary_changed'],
  removed: ['summary_removed_one', 'summary_removed'],
} as const;

/** What was done to one item of a kind, by kind and deed (every key named, so each is found). */
const ITEM_DEEDS = {
  main_file: {
    added: 'summary_main_file_added',
    deleted: 'summary_main_file_deleted',
    changed: 'summary_main_file_changed',
  },
  optional_file: {
    added: 'summary_optional_file_added',
    deleted: 'summary_optional_file_deleted',
    changed: 'summary_optional_file_changed',
  },
  translation: {
    added: 'summary_translation_added',
    deleted: 'summary_translation_deleted',
    changed: 'summary_translation_changed',
  },
  tema: { added: 'summary_tema_added', deleted: 'summary_tema_deleted', changed: 'summary_tema_changed' },
  path: { added: 'summary_path_added', deleted: 'summary_path_deleted', changed: 'summary_path_changed' },
} as const;

/** "2 new, 1 changed, 1 removed", or "no change": a change list counted by status. */
export function countsSummary(changes: readonly Change[]): string {
  const counts = countChanges(changes);
  const parts = (['new', 'changed', 'removed'] as const)
    .filter((status) => counts[status] > 0)
    .map((status) => {
      const [one, many] = COUNTED[status];
      return counts[status] === 1 ? message(one) : message(many, { count: counts[status] });
    });
  return summaryOf(...(parts.length > 0 ? parts : [message('summary_no_change')]));
}

/** A one-item change's summary: the kind's message for what was done to the item. */
export function itemSummary(
  kind: 'main_file' | 'optional_file' | 'translation',
  before: unknown | null,
  after: unknown | null,
): string {
  return summaryOf(message(ITEM_DEEDS[kind][didOf(before, after)]));
}

/** A theme's change, named by its title. */
export const temaSummary = (title: string, before: unknown | null, after: unknown | null): string =>
  summaryOf(message(ITEM_DEEDS.tema[didOf(before, after)], { title }));

/** A reading path's change, named by its id. */
export const pathSummary = (id: string, before: unknown | null, after: unknown | null): string =>
  summaryOf(message(ITEM_DEEDS.path[didOf(before, after)], { id }));

/** What a change did to one item: added (nothing before), deleted (nothing after) or changed. */
export function didOf(before: unknown | null, after: unknown | null): 'added' | 'deleted' | 'changed' {
  if (before === null) return 'added';
  return after === null ? 'deleted' : 'changed';
}

function parse(stored: string): StoredSummary | null {
  if (!stored.startsWith('{')) return null;
  try {
    const value = JSON.parse(stored) as StoredSummary;
    return 'messages' in value || 'revert' in value ? value : null;
  } catch {
    return null;
  }
}

/** A stored summary written out in `lang`. */
export function summaryText(stored: string, lang: MessageLanguage): string {
  const summary = parse(stored);
  if (!summary) return stored;
  if ('revert' in summary) {
    return renderMessage(
      message('summary_revert', { id: summary.revert, summary: summaryText(summary.of, lang) }),
      lang,
    );
  }
  return summary.messages.map((m) => renderMessage(m, lang)).join(', ');
}
