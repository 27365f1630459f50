import { describe, expect, it } from 'vitest';
import { problemLines } from './problem-lines';

describe('problemLines', () => {
  it('puts the pointer before the message, in the UI language; a whole-file problem has none', () => {
    const problems = [
      { pointer: '/title', message: 'is required' },
      { pointer: '', message: 'a text nobody catalogued' },
    ];
    expect(problemLines(problems, 'en')).toEqual(['/title is required', 'a text nobody catalogued']);
    expect(problemLines(problems, 'es')[0]).toBe('/title es obligatorio');
  });
});
