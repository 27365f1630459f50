// Proves the one JSON reading of every check: a syntax error names its line and column (from the
// offset V8 reports, the line and column Firefox reports, or the end of a cut-off text), in the
// reader's language, never the engine's English sentence.
import { describe, expect, it } from 'vitest';
import { parseJson, placeOf, syntaxPlace } from './json-text';
import { localizeProblems } from './messages/render-problem';

describe('parseJson', () => {
  it('reads valid JSON', () => {
    expect(parseJson('{"a": [1, 2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
  });

  it('names the line and column of a syntax error, at the pointer asked', () => {
    const result = parseJson('{\n  "a": 1,\n  b: 2\n}', '/file');
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          pointer: '/file',
          code: 'json_syntax',
          params: { line: 3, column: 3 },
          message: 'is not valid JSON: check line 3, column 3',
        },
      ],
    });
    if (result.ok) return;
    expect(localizeProblems(result.problems, 'es')[0]!.message).toBe(
      'no es JSON válido: revisa la línea 3, columna 3',
    );
  });

  it('puts a cut-off text at its end', () => {
    const result = parseJson('[1,\n2,');
    expect(result.ok || result.problems[0]!.params).toEqual({ line: 2, column: 3 });
  });
});

describe('syntaxPlace', () => {
  it("reads the place from either engine's words", () => {
    const text = 'line one\nline two';
    expect(syntaxPlace(text, new SyntaxError('Unexpected token x in JSON at position 12'))).toEqual({
      line: 2,
      column: 4,
    });
    expect(syntaxPlace(text, new SyntaxError('JSON.parse: bad at line 2 column 7 of the JSON data'))).toEqual(
      {
        line: 2,
        column: 7,
      },
    );
    expect(placeOf(text, 0)).toEqual({ line: 1, column: 1 });
  });
});
