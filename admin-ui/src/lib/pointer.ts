/** The value at an RFC 6901 JSON pointer in `doc`, or undefined when there is none. */
export function valueAt(doc: unknown, pointer: string): unknown {
  if (pointer === '') return doc;
  let current: unknown = doc;
  for (const raw of pointer.slice(1).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** A field's value as the change table shows it: strings as they are, the rest as JSON. */
export const showValue = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value, null, 1);

/** Texts long or multi-line enough that an inline word diff says more than two cells. */
export const wantsTextDiff = (before: unknown, after: unknown): before is string =>
  typeof before === 'string' &&
  typeof after === 'string' &&
  (before.length + after.length > 120 || before.includes('\n') || after.includes('\n'));
