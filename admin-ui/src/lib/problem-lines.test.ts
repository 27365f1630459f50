import { describe, expect, it } from 'vitest';
import { problem } from '@camino/schemas/messages/render-problem';
import { problemLines } from './problem-lines';

describe('problemLines', () => {
  it('puts the pointer before the message, in the UI language; a whole-file problem has none', () => {
    const problems = [
      problem('/title', 'required'),
      { pointer: '', code: 'unknown', message: 'a text nobody catalogued' },
    ];
    expect(problemLines(problems, 'en')).toEqual(['/title is required', 'a text nobody catalogued']);
    expect(problemLines(problems, 'es')[0]).toBe('/title es obligatorio');
  });
});
