import { describe, expect, it } from 'vitest';
import { createJsonLocator, offsetToPosition } from './pointer-to-position';

const text = `{
  "info": { "volume": 1, "index": "2" },
  "dialogue": [
    { "speaker": "Maestro", "text": "Hola" },
    {
      "speaker": "Peregrino"
    }
  ],
  "a/b": { "c~d": true }
}`;

describe('offsetToPosition', () => {
  it('counts lines and columns from 1', () => {
    expect(offsetToPosition('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(offsetToPosition('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});

describe('createJsonLocator', () => {
  const locator = createJsonLocator(text);

  it('finds values by pointer, in objects and arrays', () => {
    expect(locator.syntaxError).toBeNull();
    expect(locator.locate('')).toEqual({ line: 1, column: 1 });
    expect(locator.locate('/info/index')).toEqual({ line: 2, column: 35 });
    expect(locator.locate('/dialogue/0/text')).toEqual({ line: 4, column: 37 });
    expect(locator.locate('/dialogue/1/speaker')).toEqual({ line: 6, column: 18 });
  });

  it('unescapes ~1 and ~0 in pointer segments', () => {
    expect(locator.locate('/a~1b/c~0d')).toEqual({ line: 9, column: 19 });
  });

  it('places a missing property at its nearest existing parent', () => {
    expect(locator.locate('/dialogue/1/text')).toEqual({ line: 5, column: 5 });
    expect(locator.locate('/nothing/here')).toEqual({ line: 1, column: 1 });
  });

  it('reports where invalid JSON breaks', () => {
    const broken = createJsonLocator('{\n  "a": 1,\n  "b": tru\n}');
    expect(broken.syntaxError?.position).toEqual({ line: 3, column: 8 });
    expect(createJsonLocator('{"a": [1, 2,]}').syntaxError?.message).toMatch(/trailing comma/);
    expect(createJsonLocator('{"a": "x').syntaxError?.message).toMatch(/unterminated/);
    expect(createJsonLocator('{"a": 1} x').syntaxError?.position).toEqual({ line: 1, column: 10 });
    expect(createJsonLocator('').syntaxError).not.toBeNull();
  });

  it('accepts everything JSON.parse accepts', () => {
    const samples = [
      '"\\u00e9\\n"',
      '-1.5e+3',
      '[]',
      '{}',
      'null',
      '[true,false,{"x":[0]}]',
      '\ufeff{"bom": 1}',
    ];
    for (const sample of samples) expect(createJsonLocator(sample).syntaxError).toBeNull();
  });
});
