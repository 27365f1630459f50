import { describe, expect, it } from 'vitest';
import { compileValidator } from './compile-validator';
import { problem } from './messages/render-problem';
import type { Problem } from './validator';

const schema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/test-validator.json',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'a/b~c'],
  properties: {
    name: { type: 'string', minLength: 1, pattern: '^[a-z]+$' },
    'a/b~c': { type: 'integer' },
    pair: {
      type: 'object',
      properties: { left: { type: 'string' }, right: { type: 'string' } },
      anyOf: [
        { properties: { left: true }, required: ['left'] },
        { properties: { right: true }, required: ['right'] },
      ],
    },
    mode: { enum: ['on', 'off'] },
    id: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
    code: { type: 'string', allOf: [{ maxLength: 3 }, { maxLength: 3 }] },
  },
} as const;

type Thing = { name: string; 'a/b~c': number };

describe('fromPrecompiled, on a validate function compiled at run time', () => {
  const validate = compileValidator<Thing>(schema);

  it('returns the data as the typed value when it is valid', () => {
    const data = { name: 'abc', 'a/b~c': 1 };
    expect(validate(data)).toEqual({ ok: true, value: data });
  });

  it('points at a missing property, escaping ~ and / in its name (RFC 6901)', () => {
    expect(validate({ name: 'abc' })).toEqual({
      ok: false,
      problems: [{ pointer: '/a~1b~0c', code: 'required', message: 'is required' }],
    });
  });

  it('points at an unknown property and reports the whole document as the pointer ""', () => {
    expect(validate({ name: 'abc', 'a/b~c': 1, nmae: 'x' })).toEqual({
      ok: false,
      problems: [
        {
          pointer: '/nmae',
          code: 'additional_property',
          message: 'is not an allowed property (check the spelling)',
        },
      ],
    });
    expect(validate([])).toEqual({
      ok: false,
      problems: [{ pointer: '', code: 'type_object', message: 'must be an object' }],
    });
  });

  it('merges an anyOf of required properties into one problem', () => {
    expect(validate({ name: 'abc', 'a/b~c': 1, pair: {} })).toEqual({
      ok: false,
      problems: [
        {
          pointer: '/pair',
          code: 'any_required',
          params: { names: ["'left'", "'right'"] },
          message: "must have 'left' or 'right'",
        },
      ],
    });
  });

  it('reports an empty string once, not also every pattern it fails', () => {
    expect(validate({ name: '', 'a/b~c': 1.5, mode: 'maybe' })).toEqual({
      ok: false,
      problems: [
        { pointer: '/name', code: 'not_empty', message: 'must not be empty' },
        { pointer: '/a~1b~0c', code: 'type_integer', message: 'must be a whole number' },
        {
          pointer: '/mode',
          code: 'enum',
          params: { values: '"on", "off"' },
          message: 'must be one of "on", "off"',
        },
      ],
    });
  });

  it('drops an anyOf wrapper in favour of its branches, and reports a problem once', () => {
    expect(validate({ name: 'abc', 'a/b~c': 1, id: true, code: 'abcd' })).toEqual({
      ok: false,
      problems: [
        { pointer: '/id', code: 'type_string', message: 'must be a string' },
        { pointer: '/id', code: 'type_integer', message: 'must be a whole number' },
        {
          pointer: '/code',
          code: 'max_length',
          params: { limit: 3 },
          message: 'must be at most 3 characters long',
        },
      ],
    });
  });

  it('runs extra checks only when the schema passes', () => {
    const calls: unknown[] = [];
    const check = (value: Thing): Problem[] => {
      calls.push(value);
      return value.name === 'bad' ? [problem('/name', 'not_valid')] : [];
    };
    const withCheck = compileValidator<Thing>(schema, { extraChecks: check });
    expect(withCheck({ name: 'bad' }).ok).toBe(false);
    expect(calls).toEqual([]);
    expect(withCheck({ name: 'bad', 'a/b~c': 1 })).toEqual({
      ok: false,
      problems: [problem('/name', 'not_valid')],
    });
    expect(withCheck({ name: 'good', 'a/b~c': 1 }).ok).toBe(true);
  });
});
