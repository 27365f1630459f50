/**
 * Maps JSON Pointers (RFC 6901) to line:column positions in the JSON text they point into, so a
 * schema problem such as `/items/3/title` can be shown, and opened in the editor, at its place.
 * JSON.parse keeps no positions, hence this small parser: it records where every value starts
 * and reports where the text stops being JSON.
 */

/** A place in a text: line and column from 1, as editors count (a column counts UTF-16 units). */
export interface TextPosition {
  line: number;
  column: number;
}

export interface JsonSyntaxError {
  message: string;
  position: TextPosition;
}

export interface JsonLocator {
  /** Where the pointer's value starts; for a pointer to something missing, its nearest existing parent. */
  locate(pointer: string): TextPosition;
  /** The first syntax error, or null for valid JSON. */
  syntaxError: JsonSyntaxError | null;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

class ParseError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** Escapes one property name as a pointer segment (`~` → `~0`, `/` → `~1`). */
export const escapeSegment = (name: string): string => name.replaceAll('~', '~0').replaceAll('/', '~1');

const unescapeSegment = (segment: string): string => segment.replaceAll('~1', '/').replaceAll('~0', '~');

/** The 1-based line and column of a UTF-16 offset in `text`. */
export function offsetToPosition(text: string, offset: number): TextPosition {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i += 1) {
    if (text.charCodeAt(i) === 10) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

/** Records the start offset of every value, keyed by its pointer. */
function parseOffsets(text: string): { offsets: Map<string, number>; error: ParseError | null } {
  const offsets = new Map<string, number>();
  let pos = 0;

  const fail = (message: string): never => {
    throw new ParseError(message, pos);
  };
  const skipWhitespace = () => {
    while (pos < text.length && ' \t\n\r'.includes(text[pos]!)) pos += 1;
  };
  const expect = (char: string) => {
    if (text[pos] !== char)
      fail(pos >= text.length ? `expected '${char}' before the end` : `expected '${char}'`);
    pos += 1;
  };

  function parseString(): string {
    expect('"');
    let value = '';
    while (pos < text.length) {
      const char = text[pos]!;
      if (char === '"') {
        pos += 1;
        return value;
      }
      if (char === '\\') {
        const escape = text[pos + 1];
        if (escape !== undefined && escape in ESCAPES) {
          value += ESCAPES[escape];
          pos += 2;
        } else if (escape === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(pos + 2, pos + 6))) {
          value += String.fromCharCode(parseInt(text.slice(pos + 2, pos + 6), 16));
          pos += 6;
        } else {
          pos += 1;
          fail('invalid escape in a string');
        }
        continue;
      }
      if (char.charCodeAt(0) < 0x20) fail('a string must not contain a line break or control character');
      value += char;
      pos += 1;
    }
    return fail('unterminated string');
  }

  function parseLiteral() {
    const match = /^(?:true|false|null|-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?)/.exec(
      text.slice(pos, pos + 400),
    );
    if (!match) fail(pos >= text.length ? 'unexpected end of the text' : `unexpected '${text[pos]}'`);
    pos += match![0].length;
  }

  function parseValue(pointer: string) {
    skipWhitespace();
    offsets.set(pointer, pos);
    const char = text[pos];
    if (char === '{') return parseObject(pointer);
    if (char === '[') return parseArray(pointer);
    if (char === '"') return void parseString();
    parseLiteral();
  }

  function parseObject(pointer: string) {
    expect('{');
    skipWhitespace();
    if (text[pos] === '}') return void (pos += 1);
    for (;;) {
      skipWhitespace();
      if (text[pos] !== '"') fail('expected a property name in double quotes');
      const key = parseString();
      skipWhitespace();
      expect(':');
      parseValue(`${pointer}/${escapeSegment(key)}`);
      skipWhitespace();
      if (text[pos] === ',') {
        pos += 1;
        skipWhitespace();
        if (text[pos] === '}') fail('trailing comma before }');
        continue;
      }
      expect('}');
      return;
    }
  }

  function parseArray(pointer: string) {
    expect('[');
    skipWhitespace();
    if (text[pos] === ']') return void (pos += 1);
    for (let index = 0; ; index += 1) {
      parseValue(`${pointer}/${index}`);
      skipWhitespace();
      if (text[pos] === ',') {
        pos += 1;
        skipWhitespace();
        if (text[pos] === ']') fail('trailing comma before ]');
        continue;
      }
      expect(']');
      return;
    }
  }

  try {
    if (text.charCodeAt(0) === 0xfeff) pos = 1; // A BOM is not part of the JSON.
    parseValue('');
    skipWhitespace();
    if (pos < text.length) fail('unexpected text after the JSON value');
    return { offsets, error: null };
  } catch (err) {
    if (err instanceof ParseError) return { offsets, error: err };
    throw err;
  }
}

/** Parses `text` once; `locate` then answers any number of pointers. */
export function createJsonLocator(text: string): JsonLocator {
  const { offsets, error } = parseOffsets(text);
  return {
    syntaxError: error ? { message: error.message, position: offsetToPosition(text, error.offset) } : null,
    locate(pointer) {
      const segments = pointer === '' ? [] : pointer.split('/').slice(1).map(unescapeSegment);
      // A missing property (`is required`) points at its parent object: walk up until found.
      for (let length = segments.length; length >= 0; length -= 1) {
        const candidate = segments
          .slice(0, length)
          .map((s) => `/${escapeSegment(s)}`)
          .join('');
        const offset = offsets.get(candidate);
        if (offset !== undefined) return offsetToPosition(text, offset);
      }
      return { line: 1, column: 1 };
    },
  };
}
