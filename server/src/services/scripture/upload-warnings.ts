// Unreadable Bible references of an upload: reported in its answer as warnings, never refused
// (the files are stored as they are; only the passage links are missing for those references).
import type { UploadReferenceWarning } from '@camino/schemas/api/scripture';
import { chapterFileName } from '@camino/schemas/file-naming';
import type { GospelEntry } from '@camino/schemas/gospel-entry';
import type { OptionalChapter } from '@camino/schemas/optional-chapter';
import {
  gospelEntryReferences,
  optionalChapterReferences,
  parseContentReferences,
  referenceWarnings,
} from '@camino/schemas/scripture/content-references';

/** The warning fields of an upload answer. */
export interface UploadWarnings {
  warnings_count: number;
  warnings: UploadReferenceWarning[];
}

const answer = (warnings: UploadReferenceWarning[]): UploadWarnings => ({
  warnings_count: warnings.length,
  warnings,
});

/**
 * A chapter ZIP's warnings: for optional files, each `new_testament` reference that names no
 * passage, by file and pointer. Main files carry no references, so their answer has no fields.
 */
export function chapterUploadWarnings(
  kind: 'main' | 'optional',
  volume: number,
  files: ReadonlyArray<{ index: number; content: string }>,
): UploadWarnings | Record<string, never> {
  if (kind !== 'optional') return {};
  const warnings = files.flatMap((file) =>
    referenceWarnings(
      parseContentReferences(optionalChapterReferences(JSON.parse(file.content) as OptionalChapter)),
    ).map((w) => ({ file: chapterFileName('optional', volume, file.index), ...w })),
  );
  return answer(warnings);
}

/**
 * A gospel file's warnings: each entry's Spanish or English reference that names no passage.
 * Pointers lead into the file as written: `/2/gospel/reference` in an array, `/gospel/reference`
 * in a file holding one entry object.
 */
export function gospelUploadWarnings(
  fileName: string,
  entries: GospelEntry[],
  isArray: boolean,
): UploadWarnings {
  const warnings = entries.flatMap((entry, i) =>
    referenceWarnings(parseContentReferences(gospelEntryReferences(entry)), isArray ? `/${i}` : '').map(
      (w) => ({ file: fileName, ...w }),
    ),
  );
  return answer(warnings);
}
