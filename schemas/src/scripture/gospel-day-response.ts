// `GET /evangelio-del-dia`'s answer: the stored entry (gospel-entry.json) plus the chapters that
// teach its passage. A schema of its own because the entry's schema admits no other property; it
// is built from the entry's, so the two cannot drift. The contract names it by `$id`.
import type { GospelEntry } from '../gospel-entry';
import { gospelEntrySchema } from '../gospel-entry';
import { scriptureChapterSchema, type ScriptureChapter } from '../api/scripture';
import { namedSchema } from '../api/schema-builders';

export const gospelDayResponseSchema = namedSchema('api/gospel-day-response', {
  title: 'Gospel of the Day',
  description: `${gospelEntrySchema.description} related_chapters: the published chapters whose references overlap the day's passage, best match first.`,
  type: 'object',
  additionalProperties: false,
  required: [...gospelEntrySchema.required, 'related_chapters'],
  properties: {
    ...gospelEntrySchema.properties,
    related_chapters: { type: 'array', items: scriptureChapterSchema },
  },
});

/** One day's Gospel with the chapters that teach it. */
export type GospelDayResponse = GospelEntry & { related_chapters: ScriptureChapter[] };
