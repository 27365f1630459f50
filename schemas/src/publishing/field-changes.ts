import diff from 'microdiff';
import type { CONTENT_KINDS } from '../api/revisions';

/**
 * The field-level change lists of the admin dry run and of revisions. Browser-safe
 * (no ajv): the server computes them, and the web panel can recompute one from a revision's
 * before/after to show it.
 */

/** The kinds of content that have revisions (the server's ContentKind). */
export type ChangeKind = (typeof CONTENT_KINDS)[number];

/** What a change does to one item. */
export type ChangeStatus = 'new' | 'changed' | 'unchanged' | 'removed';

/** One changed field: an RFC 6901 JSON pointer into the item's content, with its values. */
export interface FieldChange {
  pointer: string;
  /** Absent when the field is new. */
  before?: unknown;
  /** Absent when the field was removed. */
  after?: unknown;
}

/**
 * One touched item's change: `fields` for `changed`, and for `new` the item's top-level fields
 * with their values (a container as the start and end of its JSON text), so a review shows what
 * a new item holds; none for `removed` and `unchanged`.
 */
export interface Change {
  kind: ChangeKind;
  key: string;
  status: ChangeStatus;
  fields?: FieldChange[];
}

/** Strings longer than this are shortened in change lists (the revision keeps them whole). */
export const LONG_TEXT = 200;
/** How many characters of a shortened string's start and end are kept. */
const KEEP = 80;

/**
 * `text` when short; else its start and end around a marker naming the full length, so a
 * reader sees where a long Markdown text starts and ends without a page of it. Cut by code
 * points, never through an emoji. Walks the string's UTF-16 units without copying them: a dry run
 * of a 48 MB ZIP shortens thousands of long texts, and splitting each into an array of
 * characters first held the event loop for seconds.
 */
export function shortenText(text: string, max = LONG_TEXT): string {
  // A code point is one or two UTF-16 units, so a text of at most `max` units is short.
  if (text.length <= max) return text;
  const length = codePointCount(text);
  if (length <= max) return text;
  const head = text.slice(0, unitsOfFirst(text, KEEP));
  const tail = text.slice(text.length - unitsOfLast(text, KEEP));
  return `${head}… [${length} characters] …${tail}`;
}

/** Whether the units at `i` and `i + 1` are a surrogate pair (one code point, as Array.from counts it). */
function isPairAt(text: string, i: number): boolean {
  const high = text.charCodeAt(i);
  if (high < 0xd800 || high > 0xdbff || i + 1 >= text.length) return false;
  const low = text.charCodeAt(i + 1);
  return low >= 0xdc00 && low <= 0xdfff;
}

const SURROGATE_PAIR = /[\ud800-\udbff][\udc00-\udfff]/g;

/** How many code points `text` holds (a lone surrogate counts as one): its units less its pairs. */
function codePointCount(text: string): number {
  return text.length - (text.match(SURROGATE_PAIR)?.length ?? 0);
}

/** How many UTF-16 units the first `points` code points of `text` take. */
function unitsOfFirst(text: string, points: number): number {
  let i = 0;
  for (let n = 0; n < points && i < text.length; n++) i += isPairAt(text, i) ? 2 : 1;
  return i;
}

/** How many UTF-16 units the last `points` code points of `text` take. */
function unitsOfLast(text: string, points: number): number {
  let i = text.length;
  for (let n = 0; n < points && i > 0; n++) i -= i >= 2 && isPairAt(text, i - 2) ? 2 : 1;
  return text.length - i;
}

/** `value` with every long string in it shortened (objects and arrays copied, never mutated). */
export function shortenValue(value: unknown): unknown {
  if (typeof value === 'string') return shortenText(value);
  if (Array.isArray(value)) return value.map(shortenValue);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shortenValue(v)]));
  }
  return value;
}

/** RFC 6901: '~' as '~0' and '/' as '~1' in each segment; '' is the whole document. */
export function jsonPointer(path: readonly (string | number)[]): string {
  return path.map((segment) => '/' + String(segment).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  typeof value === 'object' && value !== null;

/**
 * The changed fields between two contents (both non-null), in microdiff's order. Values of
 * different shapes at the root (an object replaced by an array) are one change at pointer ''.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  if (isContainer(before) && isContainer(after) && Array.isArray(before) === Array.isArray(after)) {
    return diff(before, after).map((d) => {
      const field: FieldChange = { pointer: jsonPointer(d.path) };
      if (d.type !== 'CREATE') field.before = shortenValue(d.oldValue);
      if (d.type !== 'REMOVE') field.after = shortenValue(d.value);
      return field;
    });
  }
  if (Object.is(before, after)) return [];
  return [{ pointer: '', before: shortenValue(before), after: shortenValue(after) }];
}

/**
 * A new item's fields, one per top-level field. A nested value is shown as its JSON text,
 * shortened like any long text: a new chapter's dialogue is hundreds of lines, and a dry run of a
 * whole ZIP lists every new chapter.
 */
function newFields(after: unknown): FieldChange[] {
  const preview = (value: unknown) =>
    isContainer(value) ? shortenText(JSON.stringify(value)) : shortenValue(value);
  if (!isContainer(after)) return [{ pointer: '', after: preview(after) }];
  return Object.entries(after).map(([name, value]) => ({
    pointer: jsonPointer([name]),
    after: preview(value),
  }));
}

/** The change of one item from `before` to `after` (null = absent). */
export function computeChange(kind: ChangeKind, key: string, before: unknown, after: unknown): Change {
  const absentBefore = before === null || before === undefined;
  const absentAfter = after === null || after === undefined;
  if (absentBefore && absentAfter) return { kind, key, status: 'unchanged' };
  if (absentBefore) return { kind, key, status: 'new', fields: newFields(after) };
  if (absentAfter) return { kind, key, status: 'removed' };
  const fields = fieldChanges(before, after);
  if (fields.length === 0) return { kind, key, status: 'unchanged' };
  return { kind, key, status: 'changed', fields };
}

/** How many items a change list holds of each status (for "3 new, 2 changed, 1 removed"). */
export function countChanges(changes: readonly Change[]): Record<ChangeStatus, number> {
  const counts: Record<ChangeStatus, number> = { new: 0, changed: 0, unchanged: 0, removed: 0 };
  for (const change of changes) counts[change.status] += 1;
  return counts;
}
