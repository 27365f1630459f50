import type { FromSchema } from 'json-schema-to-ts';
import { NON_BLANK } from '../patterns';
import { calendarDateSchema } from './common';
import { apiObject, arrayOf, closedObject } from './schema-builders';
import { passageSchema, scriptureChapterSchema } from './scripture';

/** The kinds of result `GET /search` groups its answer by, in the order it shows them. */
export const SEARCH_KINDS = ['chapter', 'theme', 'gospel', 'note'] as const;

/** A kind of search result. */
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The longest query the search takes (characters). */
export const SEARCH_QUERY_MAX = 200;

/** `?q=perdón&lang=es&kind=chapter`: the words, the language to search in, and optionally one kind. */
export const searchQuerySchema = apiObject('search-query', 'Search query', {
  required: ['q'],
  properties: {
    q: { type: 'string', minLength: 1, maxLength: SEARCH_QUERY_MAX, pattern: NON_BLANK },
    lang: { enum: ['en', 'es'] },
    kind: { enum: SEARCH_KINDS },
  },
});

/** The query of `GET /search`. */
export type SearchQuery = FromSchema<typeof searchQuerySchema>;

/**
 * A piece of plain text; `match` marks a word the query found. Never HTML: the reader renders a
 * marked piece inside <mark> as text, so nothing in the content can become markup.
 */
export const searchSegmentSchema = closedObject({
  required: ['text', 'match'],
  properties: { text: { type: 'string' }, match: { type: 'boolean' } },
});

/** A piece of a highlighted title or snippet. */
export type SearchSegment = FromSchema<typeof searchSegmentSchema>;

/**
 * Where a result leads: a chapter or note → `volume` and `index` (/volume/{volume}?chapter={index}),
 * a theme → `id` (/tema/{id}), a gospel day → `date` (/evangelio?date={date}).
 */
export const searchTargetSchema = closedObject({
  properties: {
    volume: { type: 'integer', minimum: 1 },
    index: { type: 'integer', minimum: 1 },
    id: { type: 'integer', minimum: 1 },
    date: calendarDateSchema,
  },
});

/** One result: its title and best paragraph with the matched words marked, and its target. */
export const searchResultSchema = closedObject({
  required: ['kind', 'title', 'snippet', 'score', 'target'],
  properties: {
    kind: { enum: SEARCH_KINDS },
    title: { type: 'array', items: searchSegmentSchema },
    snippet: {
      type: 'array',
      items: searchSegmentSchema,
      description: 'Empty when only the title matched (visitors search chapter and theme titles only).',
    },
    score: { type: 'number', minimum: 0 },
    target: searchTargetSchema,
  },
});

/** One search result. */
export type SearchResult = FromSchema<typeof searchResultSchema>;

/** The passages a query that is a Bible reference names, and the chapters that teach them. */
export const searchScriptureSchema = closedObject({
  required: ['passages', 'chapters'],
  properties: {
    passages: arrayOf(passageSchema),
    chapters: arrayOf(scriptureChapterSchema),
  },
});

/**
 * `GET /search`: the results grouped by kind (chapter, theme, gospel, note; empty groups left
 * out), each group best first with its total; `scripture` when the whole query is a Bible
 * reference (else null). Chapter text and theme summaries are searched for members only, and a
 * member's own notes only for that member.
 */
export const searchResponseSchema = apiObject('search-response', 'Search results', {
  required: ['query', 'lang', 'groups', 'scripture'],
  properties: {
    query: { type: 'string' },
    lang: { enum: ['en', 'es'] },
    groups: arrayOf(
      closedObject({
        required: ['kind', 'total', 'results'],
        properties: {
          kind: { enum: SEARCH_KINDS },
          total: { type: 'integer', minimum: 1 },
          results: arrayOf(searchResultSchema),
        },
      }),
    ),
    scripture: { anyOf: [searchScriptureSchema, { type: 'null' }] },
  },
});

/** What `GET /search` answers. */
export type SearchResponse = FromSchema<typeof searchResponseSchema>;
