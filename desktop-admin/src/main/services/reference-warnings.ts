// Bible references the shared parser cannot read, as warnings of the problems list: they never
// block packing or uploading (the server stores such files too, and warns the same way).
import type { GospelEntry } from '@camino/schemas/gospel-entry';
import type { OptionalChapter } from '@camino/schemas/optional-chapter';
import {
  gospelEntryReferences,
  optionalChapterReferences,
  parseContentReferences,
  referenceWarnings,
} from '@camino/schemas/scripture/content-references';
import type { Problem } from '@camino/schemas/messages/render-problem';
import type { CheckedFile } from './validate-file';

/** The warnings of one file: optional chapters' and gospel entries' unreadable references. */
export function referenceWarningsOf(file: Pick<CheckedFile, 'kind' | 'data' | 'schemaValid'>): Problem[] {
  if (!file.schemaValid) return [];
  // A warning's `text` is already in its params: the problems list takes the problem alone.
  const toProblem = ({ pointer, code, params, message }: Problem): Problem =>
    params ? { pointer, code, params, message } : { pointer, code, message };
  if (file.kind === 'optional') {
    const refs = parseContentReferences(optionalChapterReferences(file.data as OptionalChapter));
    return referenceWarnings(refs).map(toProblem);
  }
  if (file.kind === 'gospel') {
    // A gospel file is an array of entries, or one entry object.
    const entries = Array.isArray(file.data) ? (file.data as GospelEntry[]) : [file.data as GospelEntry];
    const prefix = (i: number) => (Array.isArray(file.data) ? `/${i}` : '');
    return entries.flatMap((entry, i) =>
      referenceWarnings(parseContentReferences(gospelEntryReferences(entry)), prefix(i)).map(toProblem),
    );
  }
  return [];
}
