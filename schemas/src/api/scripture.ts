import { apiProblemProperties } from './error-codes';
import type { FromSchema } from 'json-schema-to-ts';
import { NON_BLANK } from '../patterns';
import { calendarDateSchema } from './common';
import { apiObject, arrayOf, closedObject } from './schema-builders';

/** A chapter one of whose references overlaps the asked passage: its place, title and that reference. */
export const scriptureChapterSchema = closedObject({
  required: ['volume', 'index', 'title', 'reference', 'cited'],
  properties: {
    volume: { type: 'integer', minimum: 1 },
    index: { type: 'integer', minimum: 1 },
    title: {
      type: 'string',
      description: "The chapter's video title without its '{volume}-{index}. ' prefix.",
    },
    reference: { type: 'string', description: 'The reference as the chapter cites it.' },
    cited: closedObject({
      required: ['en', 'es'],
      properties: { en: { type: 'string' }, es: { type: 'string' } },
      description: 'The passage it cites that overlaps the asked one, written in each UI language.',
    }),
  },
});

/** A chapter that teaches a passage. */
export type ScriptureChapter = FromSchema<typeof scriptureChapterSchema>;

/** A passage a reference names: its OSIS, a label in the asked language, and its name in each UI language. */
export const passageSchema = closedObject({
  required: ['osis', 'label', 'names'],
  properties: {
    osis: { type: 'string' },
    label: { type: 'string' },
    names: closedObject({
      required: ['en', 'es'],
      properties: { en: { type: 'string' }, es: { type: 'string' } },
      description: 'The passage written in each UI language, whatever notation the reference used.',
    }),
  },
});

/**
 * Longest Bible reference, in characters: a content file's `reference` fields, `?ref=` of
 * `GET /scripture`, and what the reference parser reads (longer text is not parsed at all, so its
 * work per text is bounded).
 */
export const REFERENCE_MAX_LENGTH = 200;

/** `?ref=Mateo 7,13&lang=es`: the reference as typed, and the language to read and label it in. */
export const scriptureQuerySchema = apiObject('scripture-query', 'Scripture query', {
  required: ['ref'],
  properties: {
    ref: { type: 'string', minLength: 1, maxLength: REFERENCE_MAX_LENGTH, pattern: NON_BLANK },
    lang: { enum: ['en', 'es'] },
  },
});

/** The query of `GET /scripture`. */
export type ScriptureQuery = FromSchema<typeof scriptureQuerySchema>;

/**
 * `GET /scripture`: the passages the reference names (OSIS and a label in the asked language),
 * every published chapter citing an overlapping passage (best match first: the closest overlap,
 * then volume and chapter order), and the gospel days whose reading overlaps it (by date).
 */
export const scriptureResponseSchema = apiObject('scripture-response', 'Scripture passage', {
  required: ['query', 'passages', 'chapters', 'gospel_days'],
  properties: {
    query: { type: 'string' },
    passages: { type: 'array', minItems: 1, items: passageSchema },
    chapters: { type: 'array', items: scriptureChapterSchema },
    gospel_days: arrayOf(
      closedObject({
        required: ['date', 'reference'],
        properties: { date: calendarDateSchema, reference: { type: 'string' } },
      }),
    ),
  },
});

/** What `GET /scripture` answers. */
export type ScriptureResponse = FromSchema<typeof scriptureResponseSchema>;

/** A reference warning of an upload: the file, where in it, the text, and why. */
export const referenceWarningSchema = closedObject({
  required: ['file', 'pointer', 'text', 'code', 'message'],
  properties: {
    file: { type: 'string' },
    text: { type: 'string' },
    ...apiProblemProperties,
  },
});

/** A Bible reference of an uploaded file that names no passage: stored anyway, reported. */
export type UploadReferenceWarning = FromSchema<typeof referenceWarningSchema>;

/**
 * The warning fields an upload answer adds (chapter ZIPs and gospel files): unreadable
 * references never block an upload; they come back with their count.
 */
export const referenceWarningProperties = {
  warnings_count: { type: 'integer', minimum: 0 },
  warnings: { type: 'array', items: referenceWarningSchema },
} as const;
