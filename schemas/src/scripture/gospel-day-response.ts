// `GET /evangelio-del-dia`'s answer: the stored entry (gospel-entry.json) plus the chapters that
// teach its passage. A schema of its own because the entry's schema admits no other property; it
// is built from the entry's, so the two cannot drift. The contract names it by `$id`.
import type { GospelEntry } from '../gospel-entry';
import { gospelEntrySchema } from '../gospel-entry';
import { scriptureChapterSchema, type ScriptureChapter } from '../api/scripture';

export const gospelDayResponseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/api/gospel-day-response.json',
  title: 'Gospel of the Day',
  description: `${gospelEntrySchema.description} related_chapters: the published chapters whose references overlap the day's passage, best match first.`,
  type: 'object',
  additionalProperties: false,
  required: [...gospelEntrySchema.required, 'related_chapters'],
  properties: {
    ...gospelEntrySchema.properties,
    related_chapters: { type: 'array', items: scriptureChapterSchema },
  },
} as const;

/** One day's Gospel with the chapters that teach it. */
export type GospelDayResponse = GospelEntry & { related_chapters: ScriptureChapter[] };
