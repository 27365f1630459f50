import type { FromSchema } from 'json-schema-to-ts';
import { repeatedDates } from './cross-file-rules';
import { gospelEntrySchema, validateGospelEntry, type GospelEntry } from './gospel-entry';
import { validate as precompiled } from './generated/gospel-upload';
import { problem, type Problem } from './messages/render-problem';
import { fromPrecompiled, type ValidationResult } from './validator';

/** The gospel upload file: a JSON array of entries, one per date. */
export const gospelUploadSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/gospel-upload.json',
  title: 'Gospel upload',
  description: 'A JSON array of gospel entries (1 to 400), each for a different date.',
  type: 'array',
  minItems: 1,
  maxItems: 400,
  items: { $ref: gospelEntrySchema.$id },
} as const;

/** A gospel upload file. */
export type GospelUpload = FromSchema<typeof gospelUploadSchema, { references: [typeof gospelEntrySchema] }>;

/** The Gospel page shows one entry per date, so a second entry for the same date is a mistake. */
function checkUniqueDates(entries: GospelUpload): Problem[] {
  return repeatedDates([{ name: '', dates: entries.map((e) => e.date) }]).map((r) =>
    problem(`/${r.position}/date`, 'repeated_entry_date', { date: r.date, position: r.firstPosition }),
  );
}

/** Checks a gospel upload file, including that no date appears twice. */
export const validateGospelUpload = fromPrecompiled<GospelUpload>(precompiled, checkUniqueDates);

/**
 * A gospel file as the server takes it and the desktop app checks it: the array above or, for
 * convenience, one entry object (its problems then point into that object, as the author wrote
 * it). The value is always the list of entries.
 */
export function validateGospelFile(data: unknown): ValidationResult<GospelEntry[]> {
  if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
    const result = validateGospelEntry(data);
    return result.ok ? { ok: true, value: [result.value] } : result;
  }
  const result = validateGospelUpload(data);
  return result.ok ? { ok: true, value: result.value as GospelEntry[] } : result;
}
